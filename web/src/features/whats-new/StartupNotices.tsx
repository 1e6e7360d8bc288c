// What may greet someone as the app opens (docs/product/feedback.md): the what's-new dialog, once
// per release, and for a member on their first sign-in the first-login prompt. Neither opens by
// itself over the service-group page, where a member may be answering an alert, and what's new
// waits while a member has not finished the setup guide (the guide comes first).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from '../../platform/router.tsx';
import type { StartupNoticesQuery } from '../../__generated__/StartupNoticesQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useViewerId } from '../../platform/page-query.ts';
import { overlayAllowedOn } from '../../platform/overlay-rules.ts';
import { accountFetchKey } from '../../relay/fetch-keys.ts';
import { FirstLoginPrompt } from './FirstLoginPrompt.tsx';
import { RELEASES, type Release } from './releases.ts';
import { addDeviceSeen, decide, readDeviceSeen, versionsSeenWith } from './seen.ts';
import { useMarkReleasesSeenMutation } from './useMarkReleasesSeenMutation.ts';

// The dialog's code (with the overlay code every dialog shares) is fetched only when there is a
// release to show: most starts show none, and the first screen does not wait for it.
const WhatsNewDialog = lazy(async () => ({ default: (await import('./WhatsNewDialog.tsx')).WhatsNewDialog }));

/** Mounted once in the shell, keyed by the signed-in account; a failure here never reaches the page. */
export function StartupNotices() {
  // A fetch key of the account's own: Relay would otherwise hand a new account the previous
  // account's cached answer (the shell remounts this component when the account changes). The
  // store is kept on the device, so the flags are refreshed from the network as well. Made once
  // per account outside React (relay/fetch-keys.ts): this component often renders more than once
  // before it is shown, and a new key each time would ask the server again each time.
  const fetchKey = accountFetchKey('startup-notices', useViewerId());
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Notices fetchKey={fetchKey} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Notices({ fetchKey }: { fetchKey: number }) {
  const viewer = useLazyLoadQuery<StartupNoticesQuery>(
    graphql`
      query StartupNoticesQuery {
        viewer {
          id
          setupCompleted
          seenReleases
          ...FirstLoginPrompt_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  ).viewer;
  const { pathname } = useLocation();
  const [commitSeen] = useMarkReleasesSeenMutation();
  const [deviceSeen] = useState(readDeviceSeen);
  // Decided once as the app opens (per signed-in account), not again on every store change.
  const [decision] = useState(() => decide(RELEASES, deviceSeen, viewer ? (viewer.seenReleases ? [...viewer.seenReleases] : null) : undefined));
  const [dismissed, setDismissed] = useState<Release | null>(null);

  const signedIn = !!viewer;
  const record = useCallback(
    (versions: string[]) => {
      if (versions.length === 0) return;
      addDeviceSeen(versions);
      if (signedIn) commitSeen({ variables: { input: { versions } } });
    },
    [signedIn, commitSeen],
  );

  // A member's first visit with this account on a device that already keeps a list: the server
  // takes the device's list, so the versions seen here count on the member's other devices.
  const [serverNeedsList] = useState(() => !!viewer && !viewer.seenReleases && !!deviceSeen?.length);
  useEffect(() => {
    record(decision.recordSilently);
    if (serverNeedsList && deviceSeen) commitSeen({ variables: { input: { versions: deviceSeen } } });
  }, [decision, record, serverNeedsList, deviceSeen, commitSeen]);

  const release = decision.show && decision.show !== dismissed ? decision.show : null;
  const setupFirst = !!viewer && !viewer.setupCompleted;
  return (
    <>
      {viewer && overlayAllowedOn(pathname) && <FirstLoginPrompt viewer={viewer} />}
      {release && !setupFirst && overlayAllowedOn(pathname) && (
        <Suspense fallback={null}>
          <WhatsNewDialog
            release={release}
            onDismiss={() => {
              record(versionsSeenWith(RELEASES, release));
              setDismissed(release);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
