// The Share dialog of a song: the dialog a video's Share button opens too (ShareWithMemberDialog),
// one member of the viewer's service group to choose, and Share Song; the same choice and messages
// as sharing a video.
import { Trans, useTranslation } from 'react-i18next';
import { ShareWithMemberDialog } from '../../platform/ShareWithMemberDialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useShareMusicFileMutation } from './useShareMusicFileMutation.ts';

export interface ShareableSong {
  /** The song's global id. */
  readonly id: string;
  readonly title: string;
}

export function ShareSongDialog({ song, isOpen, onOpenChange }: { song: ShareableSong; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('music');
  const [commit, sharing] = useShareMusicFileMutation();
  return (
    <ShareWithMemberDialog
      title={t('share.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      intro={(group) => <Trans t={t} i18nKey="share.intro" values={{ title: song.title, group }} components={{ strong: <strong /> }} />}
      submitLabel={t('share.submit')}
      busy={sharing}
      onShare={(member, done) =>
        commit({
          variables: { input: { musicFileId: song.id, targetUserId: member.userId } },
          onCompleted: ({ shareMusicFile: result }) => {
            if (result.__typename === 'MusicFileShared') {
              toast({ title: t('messages.sharedTitle'), description: t('messages.sharedBody', { title: song.title, name: member.fullName || member.username }) });
              done();
            } else errorToast(result.__typename === '%other' ? t('messages.shareFailed') : (result.message ?? t('messages.shareFailed')), t('messages.shareFailedTitle'));
          },
          onError: () => void errorToast(t('messages.shareFailed'), t('messages.shareFailedTitle')),
        })
      }
    />
  );
}
