// /ministry-experiences: needs a signed-in member. A visitor is asked to sign in (the sign-in
// dialog opens after 500 ms with an Unauthorized toast) instead of being sent elsewhere.
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MinistryExperiencesPageQuery } from '../../__generated__/MinistryExperiencesPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { ExperiencesPanel } from './ExperiencesPanel.tsx';
import * as styles from './experiences.css.ts';

const SIGN_IN_DELAY_MS = 500;

export function MinistryExperiencesPage() {
  const { viewer } = useLazyLoadQuery<MinistryExperiencesPageQuery>(
    graphql`
      query MinistryExperiencesPageQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const shell = useShell();

  useEffect(() => {
    if (viewer) return;
    const timer = setTimeout(() => {
      errorToast('Please sign in to read and share ministry experiences.', 'Unauthorized');
      shell.openAccount('sign-in');
    }, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewer, shell]);

  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1>Ministry Experiences</h1>
        <p className={styles.muted}>
          Write down what happened in your ministry, keep it private, and share the encouraging ones with your service group.
        </p>
      </section>
      {viewer ? (
        <ExperiencesPanel key={viewer.id} />
      ) : (
        <section className={styles.prompt} aria-label="Sign in required">
          <p>Sign in to see your experiences and those your group has shared.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      )}
    </div>
  );
}
