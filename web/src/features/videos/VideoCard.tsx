// One video: a picture tile with the site it plays on, title, category, duration, description,
// Watch (a new tab; disabled without an address), Share, and Delete (an icon, after a
// confirmation). docs/product/videos.md.
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { VideoCard_video$key } from '../../__generated__/VideoCard_video.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { ShareVideoButton } from '../sharing/index.ts';
import { useDeleteVideoMutation } from './useDeleteVideoMutation.ts';
import * as styles from './videos.css.ts';

export function VideoCard({ video: key, connectionId }: { video: VideoCard_video$key; connectionId: string }) {
  const { t } = useTranslation(['videos', 'common']);
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
      onCompleted: ({ deleteVideo: result }) => {
        if (result.__typename === 'VideoDeleted') toast({ title: t('messages.deleted') });
        else errorToast(t('messages.deleteFailed'));
      },
      onError: () => {
        errorToast(t('messages.deleteFailed'));
      },
    });
  };

  const headingId = `video-${video.id}`;
  const site = siteOf(video.url);
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      {/* No picture is fetched from the video's site (it would tell the site who keeps the link, and
          fails offline): a tile in the brand's colours names the site instead. */}
      <div className={styles.thumbnail} aria-hidden="true" data-testid="video-thumbnail">
        <span className={styles.thumbnailPlay}>
          <Play size={22} />
        </span>
        <span className={styles.thumbnailSite}>{site ?? t('card.noAddress')}</span>
      </div>
      <h3 id={headingId} className={styles.title} dir="auto">
        {video.title}
      </h3>
      {(video.category || video.duration) && (
        <div className={styles.meta}>
          {video.category && <span className={styles.badge}>{video.category}</span>}
          {video.duration && <span>{t('card.duration', { duration: video.duration })}</span>}
        </div>
      )}
      {video.description && (
        <p className={styles.description} dir="auto">
          {video.description}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink
          href={video.url || undefined}
          isDisabled={!video.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('card.watchLabel', { title: video.title })}
        >
          <Play aria-hidden="true" size={16} className={styles.playIcon} /> {t('card.watch')}
        </ButtonLink>
        <ShareVideoButton video={video} />
        <DeleteButton className={styles.deleteButton} label={t('card.deleteLabel', { title: video.title })} onPress={() => setConfirming(true)} />
      </div>
      <ConfirmDialog
        title={t('card.deleteTitle')}
        message={t('messages.deleteConfirmation')}
        confirmLabel={t('common:actions.delete')}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}

/** The site a video's address points to, without "www." (null for no address or one that does not parse). */
export function siteOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
