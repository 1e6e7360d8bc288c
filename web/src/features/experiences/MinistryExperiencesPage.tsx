// /ministry-experiences (docs/product/experiences.md): needs a signed-in member. A visitor is
// asked to sign in (the sign-in dialog opens after 500 ms with an Unauthorized toast) instead of
// being sent elsewhere. The panel's data comes with the page's query, started by the router.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { MinistryExperiencesPageQuery } from '../../__generated__/MinistryExperiencesPageQuery.graphql';
import { usePageQuery, usePreloadedForViewer } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { ExperiencesPanel } from './ExperiencesPanel.tsx';
import * as styles from './experiences.css.ts';

const SIGN_IN_DELAY_MS = 500;

export function MinistryExperiencesPage() {
  const { viewer } = usePageQuery<MinistryExperiencesPageQuery>(graphql`
    query MinistryExperiencesPageQuery($count: Int!) {
      viewer {
        id
        ...ExperiencesPanel_viewer @arguments(count: $count)
      }
    }
  `);
  const { t } = useTranslation(['experiences', 'common']);
  const shell = useShell();
  // The preloaded data is for the member the page was opened by; someone who signs in here gets
  // a panel that loads its own.
  const preloaded = usePreloadedForViewer();

  useEffect(() => {
    if (viewer) return;
    const timer = setTimeout(() => {
      errorToast(t('signIn.toast'), t('signIn.toastTitle'));
      shell.openAccount('sign-in');
    }, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [viewer, shell, t]);

  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </section>
      {viewer ? (
        preloaded ? (
          <ExperiencesPanel key={viewer.id} viewer={viewer} />
        ) : (
          <ExperiencesPanel key={viewer.id} preloaded={null} />
        )
      ) : (
        <section className={styles.prompt} aria-label={t('signIn.label')}>
          <p>{t('signIn.text')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
      )}
    </div>
  );
}
