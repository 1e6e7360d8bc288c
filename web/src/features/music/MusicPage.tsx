// My Favorite Kingdom Songs (/favorites): the search card and the member's library, the upload
// card, and what group members shared with them, all played through one player. Visitors are
// asked to sign in. The screen, its rules and messages: docs/product/music.md.
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
import { UploadCard } from './UploadCard.tsx';
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
      {/* The member's songs first: on a phone the first screen is their library, not the upload. */}
      <SongLibrary viewer={viewer} reloadKey={reloadKey} />
      <UploadCard onUploaded={() => setReloadKey((key) => key + 1)} />
      <SharedSongs viewer={viewer} />
    </PlayerProvider>
  );
}
