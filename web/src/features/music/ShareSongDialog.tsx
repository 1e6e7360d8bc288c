// The Share dialog of a song: the members of the viewer's service group except the viewer, one to
// choose, and Share Song; the same choice and messages as sharing a video (features/sharing).
import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShareSongDialogQuery } from '../../__generated__/ShareSongDialogQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useShareMusicFileMutation } from './useShareMusicFileMutation.ts';
import * as styles from './music.css.ts';
import { groupNumberOf } from '../../platform/groups.ts';

export interface ShareableSong {
  /** The song's global id. */
  readonly id: string;
  readonly title: string;
}

export function ShareSongDialog({ song, isOpen, onOpenChange }: { song: ShareableSong; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['music', 'sharing']);
  return (
    <Dialog title={t('share.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Suspense fallback={<p role="status">{t('sharing:dialog.loading')}</p>}>
        {isOpen && <ShareSongForm song={song} onDone={() => onOpenChange(false)} />}
      </Suspense>
    </Dialog>
  );
}

// The group's members are asked for when the dialog opens, not with the page.
function ShareSongForm({ song, onDone }: { song: ShareableSong; onDone: () => void }) {
  const { t } = useTranslation(['music', 'sharing', 'common']);
  const { viewer } = useLazyLoadQuery<ShareSongDialogQuery>(
    graphql`
      query ShareSongDialogQuery {
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
  const [target, setTarget] = useState<string | null>(null);
  const [targetError, setTargetError] = useState<string | undefined>();
  const [commit, sharing] = useShareMusicFileMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  if (!viewer) return null;
  const members = viewer.groupMembers.filter((m) => m.userId !== viewer.id);

  const share = () => {
    if (!target) {
      setTargetError(t('sharing:messages.selectUser'));
      focusFirstInvalid();
      return;
    }
    const member = members.find((m) => m.userId === target);
    commit({
      variables: { input: { musicFileId: song.id, targetUserId: target } },
      onCompleted: ({ shareMusicFile: result }) => {
        if (result.__typename === 'MusicFileShared') {
          toast({ title: t('messages.sharedTitle'), description: t('messages.sharedBody', { title: song.title, name: member?.fullName || member?.username || '' }) });
          onDone();
        } else errorToast(result.__typename === '%other' ? t('messages.shareFailed') : (result.message ?? t('messages.shareFailed')), t('messages.shareFailedTitle'));
      },
      onError: () => void errorToast(t('messages.shareFailed'), t('messages.shareFailedTitle')),
    });
  };

  return (
    <div className={styles.form} ref={ref}>
      <p>
        <Trans t={t} i18nKey="share.intro" values={{ title: song.title, group: groupNumberOf(viewer.groupNumber) }} components={{ strong: <strong /> }} />
      </p>
      {members.length === 0 ? (
        <p className={styles.muted}>{t('sharing:dialog.noMembers')}</p>
      ) : (
        <Select
          label={t('sharing:dialog.shareWith')}
          placeholder={t('sharing:dialog.choose')}
          isRequired
          options={members.map((m) => ({ id: m.userId, label: t('sharing:dialog.member', { username: m.username, fullName: m.fullName }) }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setTargetError(undefined);
          }}
          errorMessage={targetError}
        />
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button onPress={share} isDisabled={sharing || members.length === 0}>
          {sharing ? t('sharing:dialog.sharing') : t('share.submit')}
        </Button>
      </div>
    </div>
  );
}
