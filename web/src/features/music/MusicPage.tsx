// My Favorite Kingdom Songs (/favorites): Upload Songs (opening its dialog), the search card and
// the member's library, and what group members shared with them, all played through one player.
// Visitors are asked to sign in. The screen, its rules and messages: docs/product/music.md.
import { Upload } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { MusicPageQuery } from '../../__generated__/MusicPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { PlayerProvider } from './Player.tsx';
import { SharedSongs } from './SharedSongs.tsx';
import { SongLibrary } from './SongLibrary.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import * as styles from './music.css.ts';

export function MusicPage() {
  const { t } = useTranslation('music');
  return (
    <div className={styles.page}>
      <div>
        <h1>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </div>
      <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
        <Music />
      </Suspense>
    </div>
  );
}

function Music() {
  const { t } = useTranslation(['music', 'common']);
  const { viewer } = usePageQuery<MusicPageQuery>(graphql`
    query MusicPageQuery($count: Int!) {
      viewer {
        id
        ...SongLibrary_viewer @arguments(count: $count)
        ...SharedSongs_viewer @arguments(count: $count)
      }
    }
  `);
  const shell = useShell();
  const [reloadKey, setReloadKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  if (!viewer) {
    return (
      <section className={styles.section} aria-labelledby="music-sign-in">
        <h2 id="music-sign-in">{t('signIn.title')}</h2>
        <p className={styles.subtitle}>{t('signIn.body')}</p>
        <div>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </div>
      </section>
    );
  }
  return (
    <PlayerProvider>
      {/* The member's songs are the page: the upload opens from one button, in a dialog. */}
      <div>
        <Button onPress={() => setUploading(true)}>
          <Upload aria-hidden="true" size={16} className={styles.icon} /> {t('upload.heading')}
        </Button>
      </div>
      <SongLibrary viewer={viewer} reloadKey={reloadKey} />
      <SharedSongs viewer={viewer} />
      <UploadDialog isOpen={uploading} onOpenChange={setUploading} onUploaded={() => setReloadKey((key) => key + 1)} />
    </PlayerProvider>
  );
}
