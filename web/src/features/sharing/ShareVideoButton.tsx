// The Share button of a video card and its dialog: the members of the viewer's service group
// except the viewer, one to choose, and Share Video. Choosing no one marks the choice invalid
// with the message beside it and keeps focus in the dialog (docs/product/sharing.md).
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShareVideoButtonQuery } from '../../__generated__/ShareVideoButtonQuery.graphql';
import { useShell } from '../../platform/shell-context.ts';
import { isLocalId } from '../../offline/engine.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useShareVideoMutation } from './useShareVideoMutation.ts';
import * as styles from './sharing.css.ts';
import { groupNumberOf } from '../../platform/groups.ts';

export interface ShareableVideo {
  /** The video's global id. */
  readonly id: string;
  readonly title: string;
}

export function ShareVideoButton({ video }: { video: ShareableVideo | null | undefined }) {
  const { t } = useTranslation(['sharing', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A video still on its way to the server (added with no signal) is shared once it is there:
          its card is then replaced by the server's, which would close a dialog opened on it. */}
      <Button
        variant="secondary"
        onPress={() => setOpen(true)}
        isDisabled={!video || isLocalId(video.id)}
        aria-label={t('button.label', { title: video?.title ?? '' })}
      >
        <Share2 aria-hidden="true" size={16} className={styles.buttonIcon} /> {t('button.share')}
      </Button>
      <Dialog title={t('dialog.title')} isOpen={open} onOpenChange={setOpen}>
        <Suspense fallback={<p role="status">{t('dialog.loading')}</p>}>
          {open && <ShareVideoForm video={video} onDone={() => setOpen(false)} />}
        </Suspense>
      </Dialog>
    </>
  );
}

// The group's members are asked for when the dialog opens, not with the page: most visits to
// /videos share nothing.
function ShareVideoForm({ video, onDone }: { video: ShareableVideo | null | undefined; onDone: () => void }) {
  const { t } = useTranslation(['sharing', 'common']);
  const { viewer } = useLazyLoadQuery<ShareVideoButtonQuery>(
    graphql`
      query ShareVideoButtonQuery {
        viewer {
          id
          groupNumber
          groupMembers {
            userId
            username
            fullName
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const shell = useShell();
  const [target, setTarget] = useState<string | null>(null);
  const [targetError, setTargetError] = useState<string | undefined>();
  const [commit, sharing] = useShareVideoMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  if (!viewer) {
    return (
      <div className={styles.form}>
        <p>{t('dialog.signIn')}</p>
        <div className={styles.actions}>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </div>
      </div>
    );
  }
  const members = viewer.groupMembers.filter((m) => m.userId !== viewer.id);

  const share = () => {
    if (!video) return void errorToast(t('messages.notFound'), t('messages.errorTitle'));
    if (!target) {
      setTargetError(t('messages.selectUser'));
      focusFirstInvalid();
      return;
    }
    commit({
      variables: { input: { videoId: video.id, targetUserId: target } },
      onCompleted: ({ shareVideo: result }) => {
        if (result.__typename === 'VideoShared') {
          toast({ title: t('messages.sharedTitle'), description: t('messages.sharedBody') });
          onDone();
        } else if (result.__typename === 'NotFoundError') errorToast(t('messages.notFound'), t('messages.errorTitle'));
        else if (result.__typename === 'ValidationError' || result.__typename === 'ForbiddenError')
          errorToast(result.message ?? t('messages.failed'), t('messages.errorTitle'));
        else errorToast(t('messages.failed'), t('messages.errorTitle'));
      },
      onError: () => void errorToast(t('messages.failed'), t('messages.errorTitle')),
    });
  };

  return (
    <div className={styles.form} ref={ref}>
      <p>
        <Trans t={t} i18nKey="dialog.intro" values={{ title: video?.title ?? '', group: groupNumberOf(viewer.groupNumber) }} components={{ strong: <strong /> }} />
      </p>
      {members.length === 0 ? (
        <p className={styles.muted}>{t('dialog.noMembers')}</p>
      ) : (
        <Select
          label={t('dialog.shareWith')}
          placeholder={t('dialog.choose')}
          isRequired
          options={members.map((m) => ({ id: m.userId, label: t('dialog.member', { username: m.username, fullName: m.fullName }) }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setTargetError(undefined);
          }}
          errorMessage={targetError}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button onPress={share} isDisabled={sharing || members.length === 0}>
          {sharing ? t('dialog.sharing') : t('dialog.submit')}
        </Button>
      </div>
    </div>
  );
}
