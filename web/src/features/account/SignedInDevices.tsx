// "Signed-in devices" in the Account tab (docs/product/accounts.md): each device the member is
// signed in on, the one in use marked, when it signed in and was last used; any other device can
// be signed out, or all of them at once after a confirmation. The list is fetched when the section
// opens, so a sign-in on another device since the page loaded is there.
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { SignedInDevicesQuery } from '../../__generated__/SignedInDevicesQuery.graphql';
import type { SignedInDevices_viewer$key } from '../../__generated__/SignedInDevices_viewer.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useEndOtherSessionsMutation } from './useEndOtherSessionsMutation.ts';
import { useEndSessionMutation } from './useEndSessionMutation.ts';
import * as styles from './SignedInDevices.css.ts';

export function SignedInDevices() {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('devices.title')}
      </h3>
      <p className={styles.intro}>{t('devices.intro')}</p>
      <ErrorBoundary fallback={<p role="alert">{t('devices.loadFailed')}</p>}>
        <Suspense fallback={<p role="status">{t('devices.loading')}</p>}>
          <DeviceListQuery labelledBy={headingId} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function DeviceListQuery({ labelledBy }: { labelledBy: string }) {
  const { viewer } = useLazyLoadQuery<SignedInDevicesQuery>(
    graphql`
      query SignedInDevicesQuery {
        viewer {
          ...SignedInDevices_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return viewer ? <DeviceList viewer={viewer} labelledBy={labelledBy} /> : null;
}

function DeviceList({ viewer: viewerKey, labelledBy }: { viewer: SignedInDevices_viewer$key; labelledBy: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { sessions } = useFragment(
    graphql`
      fragment SignedInDevices_viewer on User {
        sessions {
          id
          device
          createdAt
          lastSeenAt
          current
        }
      }
    `,
    viewerKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [endOne, endingOne] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const others = sessions.filter((s) => !s.current);
  const when = (value: string) => format.instant(value, { dateStyle: 'medium', timeStyle: 'short' });
  const nameOf = (device: string | null | undefined) => device ?? t('devices.unknown');

  const signOut = (id: string, device: string) =>
    endOne({
      variables: { input: { id } },
      onCompleted: ({ endSession: result }) => {
        if (result.__typename === 'SessionEnded') toast({ title: t('devices.signedOutTitle'), description: t('devices.signedOut', { device }) });
        // Not found: it was signed out meanwhile (here or on another device).
        else errorToast(result.__typename === 'NotFoundError' ? t('devices.alreadySignedOut') : t('devices.failed'));
      },
      onError: () => {
        errorToast(t('devices.failed'));
      },
    });

  const signOutOthers = () => {
    setConfirming(false);
    endOthers({
      variables: {},
      onCompleted: ({ endOtherSessions: result }) => {
        if (result.__typename === 'OtherSessionsEnded') {
          toast({ title: t('devices.signedOutTitle'), description: t('devices.othersSignedOut', { count: result.endedSessionIds?.length ?? 0 }) });
        } else errorToast(t('devices.failed'));
      },
      onError: () => {
        errorToast(t('devices.failed'));
      },
    });
  };

  return (
    <>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {sessions.map((session) => {
          const device = nameOf(session.device);
          return (
            <li key={session.id} className={styles.item}>
              <div className={styles.details}>
                <p className={styles.device}>
                  {device}
                  {session.current && <span className={styles.badge}>{t('devices.thisDevice')}</span>}
                </p>
                <p className={styles.times}>
                  {t('devices.signedIn', { date: when(session.createdAt) })}
                  <br />
                  {t('devices.lastUsed', { date: when(session.lastSeenAt) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  aria-label={t('devices.signOutDevice', { device })}
                  isDisabled={endingOne || endingOthers}
                  onPress={() => signOut(session.id, device)}
                >
                  {t('devices.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <div className={styles.actions}>
          <Button variant="danger" isDisabled={endingOne || endingOthers} onPress={() => setConfirming(true)}>
            {t('devices.signOutOthers')}
          </Button>
        </div>
      ) : (
        <p className={styles.intro}>{t('devices.onlyThis')}</p>
      )}
      <ConfirmDialog
        title={t('devices.signOutOthers')}
        message={t('devices.signOutOthersConfirm', { count: others.length })}
        confirmLabel={t('devices.signOutOthers')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={signOutOthers}
      />
    </>
  );
}
