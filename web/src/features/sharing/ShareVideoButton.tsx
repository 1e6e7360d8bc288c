// The Share button of a video card and its dialog: the members of the viewer's service group
// except the viewer, one to choose, and Share Video. Messages are spec 02 sections 5 and 8.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShareVideoButtonQuery } from '../../__generated__/ShareVideoButtonQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useShareVideoMutation } from './useShareVideoMutation.ts';
import * as styles from './sharing.css.ts';

export const SHARE_MESSAGES = {
  selectUser: 'Please select a user to share with',
  failed: 'Failed to share video. Please try again.',
  notFound: 'Video not found',
} as const;

export interface ShareableVideo {
  /** The video's global id. */
  readonly id: string;
  readonly title: string;
}

export function ShareVideoButton({ video }: { video: ShareableVideo | null | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={`Share ${video?.title ?? 'video'}`}>
        Share
      </Button>
      <Dialog title="Share Video" isOpen={open} onOpenChange={setOpen}>
        <Suspense fallback={<p role="status">Loading group members…</p>}>
          {open && <ShareVideoForm video={video} onDone={() => setOpen(false)} />}
        </Suspense>
      </Dialog>
    </>
  );
}

function ShareVideoForm({ video, onDone }: { video: ShareableVideo | null | undefined; onDone: () => void }) {
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
  const [commit, sharing] = useShareVideoMutation();

  if (!viewer) {
    return (
      <div className={styles.form}>
        <p>Sign in to share videos with the members of your service group.</p>
        <div className={styles.actions}>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </div>
      </div>
    );
  }
  const members = viewer.groupMembers.filter((m) => m.userId !== viewer.id);

  const share = () => {
    if (!video) return void errorToast(SHARE_MESSAGES.notFound);
    if (!target) return void errorToast(SHARE_MESSAGES.selectUser);
    commit({
      variables: { input: { videoId: video.id, targetUserId: target } },
      onCompleted: ({ shareVideo: result }) => {
        if (result.__typename === 'VideoShared') {
          toast({ title: 'Video Shared', description: 'Video has been shared successfully!' });
          onDone();
        } else if (result.__typename === 'NotFoundError') errorToast(SHARE_MESSAGES.notFound);
        else if (result.__typename === 'ValidationError' || result.__typename === 'ForbiddenError') errorToast(result.message ?? SHARE_MESSAGES.failed);
        else errorToast(SHARE_MESSAGES.failed);
      },
      onError: () => void errorToast(SHARE_MESSAGES.failed),
    });
  };

  return (
    <div className={styles.form}>
      <p>
        Share <strong>{video?.title}</strong> with a member of Service Group {viewer.groupNumber}.
      </p>
      {members.length === 0 ? (
        <p className={styles.muted}>No other members are in your service group yet.</p>
      ) : (
        <Select
          label="Share with"
          placeholder="Select a group member"
          options={members.map((m) => ({ id: m.userId, label: `${m.username} (${m.fullName})` }))}
          value={target}
          onChange={setTarget}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button onPress={share} isDisabled={sharing || members.length === 0}>
          {sharing ? 'Sharing…' : 'Share Video'}
        </Button>
      </div>
    </div>
  );
}
