// One song of the library: title, upload date, length, artist and album as the file's tags say,
// Play/Pause (one song at a time), Share, and Delete after "Are you sure you want to delete this
// music file?". docs/product/music.md.
import { Pause, Play, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SongCard_song$key } from '../../__generated__/SongCard_song.graphql';
import { useFormat } from '../../i18n/format.ts';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { usePlayer } from './Player.tsx';
import { ShareSongDialog } from './ShareSongDialog.tsx';
import { useDeleteMusicFileMutation } from './useDeleteMusicFileMutation.ts';
import * as styles from './music.css.ts';

/** m:ss, or h:mm:ss for an hour or more. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function SongCard({ song: key, connectionId }: { song: SongCard_song$key; connectionId?: string }) {
  const { t } = useTranslation(['music', 'common']);
  const format = useFormat();
  const song = useFragment(
    graphql`
      fragment SongCard_song on MusicFile {
        id
        title
        date
        format
        fileSize
        durationSeconds
        artist
        album
        streamUrl
        isMine
        ownerName
      }
    `,
    key,
  );
  const player = usePlayer();
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [commitDelete] = useDeleteMusicFileMutation();
  const playing = player.playingId === song.id;

  const remove = () => {
    setConfirming(false);
    if (playing) player.toggle(song.id, song.streamUrl);
    commitDelete({
      variables: { input: { id: song.id }, connections: connectionId ? [connectionId] : [] },
      // The count badge follows the list.
      updater: (store, response) => {
        if (response?.deleteMusicFile.__typename !== 'MusicFileDeleted' || !connectionId) return;
        const connection = store.get(connectionId);
        const count = connection?.getValue('totalCount');
        if (connection && typeof count === 'number') connection.setValue(Math.max(0, count - 1), 'totalCount');
      },
      onCompleted: ({ deleteMusicFile: result }) => {
        if (result.__typename === 'MusicFileDeleted') toast({ title: t('messages.deleted') });
        else errorToast(t('messages.deleteFailed'));
      },
      onError: () => void errorToast(t('messages.deleteFailed')),
    });
  };

  const headingId = `song-${song.id}`;
  return (
    <li className={[styles.card, playing ? styles.playing : ''].join(' ')} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title} dir="auto">
        {song.title}
      </h3>
      <div className={styles.meta}>
        <span className={styles.badge}>{song.format}</span>
        <span>{t('card.uploaded', { date: format.calendarDate(song.date) })}</span>
        {song.durationSeconds !== null && song.durationSeconds !== undefined && (
          <span>{t('card.duration', { duration: formatDuration(song.durationSeconds) })}</span>
        )}
        <span>{t('card.size', { size: format.number(song.fileSize / (1024 * 1024), { maximumFractionDigits: 2 }) })}</span>
      </div>
      {(song.artist || song.album || !song.isMine) && (
        <div className={styles.meta}>
          {song.artist && <span>{t('card.by', { artist: song.artist })}</span>}
          {song.album && <span>{t('card.album', { album: song.album })}</span>}
          {!song.isMine && <span>{t('card.sharedBy', { name: song.ownerName })}</span>}
        </div>
      )}
      {playing && (
        <p className={styles.muted} role="status">
          {t('card.playing')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          onPress={() => player.toggle(song.id, song.streamUrl)}
          aria-label={playing ? t('card.pauseLabel', { title: song.title }) : t('card.playLabel', { title: song.title })}
        >
          {playing ? <Pause aria-hidden="true" size={16} className={styles.icon} /> : <Play aria-hidden="true" size={16} className={styles.icon} />}
          {playing ? t('card.pause') : t('card.play')}
        </Button>
        {song.isMine && (
          <>
            <Button variant="secondary" onPress={() => setSharing(true)} aria-label={t('card.shareLabel', { title: song.title })}>
              <Share2 aria-hidden="true" size={16} className={styles.icon} /> {t('card.share')}
            </Button>
            <DeleteButton label={t('card.deleteLabel', { title: song.title })} onPress={() => setConfirming(true)} />
          </>
        )}
      </div>
      {song.isMine && (
        <>
          <ShareSongDialog song={song} isOpen={sharing} onOpenChange={setSharing} />
          <ConfirmDialog
            title={t('card.deleteTitle')}
            message={t('messages.deleteConfirmation')}
            confirmLabel={t('common:actions.delete')}
            isOpen={confirming}
            onCancel={() => setConfirming(false)}
            onConfirm={remove}
          />
        </>
      )}
    </li>
  );
}
