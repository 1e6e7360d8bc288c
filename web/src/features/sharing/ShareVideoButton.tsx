// The Share button of a video card and its dialog (ShareWithMemberDialog): one member of the
// viewer's service group to choose, and Share Video (docs/product/sharing.md).
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isLocalId } from '../../offline/engine.ts';
import { ShareWithMemberDialog } from '../../platform/ShareWithMemberDialog.tsx';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useShareVideoMutation } from './useShareVideoMutation.ts';
import * as styles from './sharing.css.ts';

export interface ShareableVideo {
  /** The video's global id. */
  readonly id: string;
  readonly title: string;
}

export function ShareVideoButton({ video }: { video: ShareableVideo | null | undefined }) {
  const { t } = useTranslation(['sharing', 'common']);
  const [open, setOpen] = useState(false);
  const [commit, sharing] = useShareVideoMutation();
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
      <ShareWithMemberDialog
        title={t('dialog.title')}
        isOpen={open}
        onOpenChange={setOpen}
        intro={(group) => <Trans t={t} i18nKey="dialog.intro" values={{ title: video?.title ?? '', group }} components={{ strong: <strong /> }} />}
        submitLabel={t('dialog.submit')}
        busy={sharing}
        onShare={(member, done) => {
          if (!video) return void errorToast(t('messages.notFound'), t('messages.errorTitle'));
          commit({
            variables: { input: { videoId: video.id, targetUserId: member.userId } },
            onCompleted: ({ shareVideo: result }) => {
              if (result.__typename === 'VideoShared') {
                toast({ title: t('messages.sharedTitle'), description: t('messages.sharedBody') });
                done();
              } else if (result.__typename === 'NotFoundError') errorToast(t('messages.notFound'), t('messages.errorTitle'));
              else if (result.__typename === 'ValidationError' || result.__typename === 'ForbiddenError')
                errorToast(result.message ?? t('messages.failed'), t('messages.errorTitle'));
              else errorToast(t('messages.failed'), t('messages.errorTitle'));
            },
            onError: () => void errorToast(t('messages.failed'), t('messages.errorTitle')),
          });
        }}
      />
    </>
  );
}
