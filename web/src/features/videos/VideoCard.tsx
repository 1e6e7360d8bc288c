import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VideoCard_video$key } from '../../__generated__/VideoCard_video.graphql';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ShareVideoButton } from '../sharing/ShareVideoButton.tsx';
import { useDeleteVideoMutation } from './useDeleteVideoMutation.ts';
import { MESSAGES } from './video-rules.ts';
import * as styles from './videos.css.ts';

export function VideoCard({ video: key, connectionId }: { video: VideoCard_video$key; connectionId: string }) {
  const video = useFragment(
    graphql`
      fragment VideoCard_video on Video {
        id
        title
        url
        description
        duration
        category
      }
    `,
    key,
  );
  const [confirming, setConfirming] = useState(false);
  const [commitDelete] = useDeleteVideoMutation();

  const remove = () => {
    setConfirming(false);
    commitDelete({
      variables: { input: { id: video.id }, connections: [connectionId] },
      optimisticResponse: { deleteVideo: { __typename: 'VideoDeleted', deletedId: video.id } },
      onCompleted: ({ deleteVideo: result }) => {
        if (result.__typename === 'VideoDeleted') toast({ title: MESSAGES.deleted });
        else errorToast(MESSAGES.deleteFailed);
      },
      onError: () => {
        errorToast(MESSAGES.deleteFailed);
      },
    });
  };

  const headingId = `video-${video.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {video.title}
      </h3>
      {(video.category || video.duration) && (
        <div className={styles.meta}>
          {video.category && <span className={styles.badge}>{video.category}</span>}
          {video.duration && (
            <span>Duration: {video.duration}</span>
          )}
        </div>
      )}
      {video.description && <p className={styles.description}>{video.description}</p>}
      <div className={styles.actions}>
        <ButtonLink
          href={video.url || undefined}
          isDisabled={!video.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Watch ${video.title} (opens in a new tab)`}
        >
          <span aria-hidden="true">▶</span> Watch
        </ButtonLink>
        <ShareVideoButton video={video} />
        <Button variant="danger" aria-label={`Delete ${video.title}`} onPress={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        title="Delete Video"
        message={MESSAGES.deleteConfirmation}
        confirmLabel="Delete"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
