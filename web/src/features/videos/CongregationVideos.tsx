// "From your congregation" on the Videos screen: the videos an admin added for every member, read
// only, above the member's own list (docs/product/admin.md, "Content for every member"). Nothing
// shows while there are none.
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CongregationVideos_query$key } from '../../__generated__/CongregationVideos_query.graphql';
import { ButtonLink } from '../../ui/Button.tsx';
import * as styles from './videos.css.ts';

export function CongregationVideos({ query: key }: { query: CongregationVideos_query$key }) {
  const { t } = useTranslation(['videos']);
  const { congregationVideos: videos } = useFragment(
    graphql`
      fragment CongregationVideos_query on Query {
        congregationVideos {
          id
          title
          url
          description
        }
      }
    `,
    key,
  );
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="congregation-videos" className={styles.page}>
      <h2 id="congregation-videos">{t('congregation.heading')}</h2>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.id} className={styles.card} aria-labelledby={`congregation-${video.id}`}>
            <h3 id={`congregation-${video.id}`} className={styles.title}>
              {video.title}
            </h3>
            <div className={styles.meta}>
              <span className={styles.badge}>{t('congregation.badge')}</span>
            </div>
            {video.description && <p className={styles.description}>{video.description}</p>}
            <div className={styles.actions}>
              <ButtonLink href={video.url} target="_blank" rel="noopener noreferrer" aria-label={t('card.watchLabel', { title: video.title })}>
                <Play aria-hidden="true" size={16} className={styles.playIcon} /> {t('card.watch')}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
