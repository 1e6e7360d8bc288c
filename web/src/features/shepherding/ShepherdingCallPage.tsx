// /shepherding-call: the request form on the left, "Your Requests" on the right, a way back to
// /service-group, and, for elders and admins, the group's requests to move through their statuses.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShepherdingCallPageQuery } from '../../__generated__/ShepherdingCallPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { GroupRequests } from './GroupRequests.tsx';
import { ShepherdingRequestForm } from './ShepherdingRequestForm.tsx';
import { PAGE_SIZE, YourRequests } from './YourRequests.tsx';
import * as styles from './shepherding.css.ts';

export function ShepherdingCallPage() {
  const { viewer } = useLazyLoadQuery<ShepherdingCallPageQuery>(
    graphql`
      query ShepherdingCallPageQuery($count: Int!) {
        viewer {
          id
          canManageShepherdingRequests
          ...YourRequests_viewer @arguments(count: $count)
          ...GroupRequests_viewer @arguments(count: $count)
        }
      }
    `,
    // The page size goes as a variable: the API's cost limit multiplies a literal `first`.
    { count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const shell = useShell();

  return (
    <div className={styles.page}>
      <ButtonLink variant="secondary" href="/service-group" className={styles.back}>
        ← Back to Service Group
      </ButtonLink>
      <div>
        <h1>Shepherding Call</h1>
        <p className={styles.muted}>Ask the elders of your service group for a visit, encouragement or help.</p>
      </div>
      {viewer ? (
        <>
          <div className={styles.columns}>
            <section className={styles.card} aria-labelledby="request-form-heading">
              <h2 id="request-form-heading" className={styles.heading}>
                Request a Shepherding Call
              </h2>
              <ShepherdingRequestForm viewerId={viewer.id} />
            </section>
            <section className={styles.card} aria-labelledby="your-requests-heading">
              <h2 id="your-requests-heading" className={styles.heading}>
                Your Requests
              </h2>
              <YourRequests viewer={viewer} />
            </section>
          </div>
          {viewer.canManageShepherdingRequests && <GroupRequests viewer={viewer} />}
        </>
      ) : (
        <section className={styles.card} aria-label="Sign in required">
          <p>Sign in to ask the elders of your service group for a shepherding call.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      )}
    </div>
  );
}
