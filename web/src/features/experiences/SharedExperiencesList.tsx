// Shared Experiences: what members of the group shared with everyone or with the viewer, newest
// first, a page at a time (docs/product/experiences.md).
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SharedExperiencesList_viewer$key } from '../../__generated__/SharedExperiencesList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { PAGE_SIZE } from './queries.ts';
import { SharedExperienceCard } from './SharedExperienceCard.tsx';
import * as styles from './experiences.css.ts';

export const SHARED_CONNECTION = 'SharedExperiencesList_sharedExperiences';
export const SHARED_EDGE = 'UserSharedExperiencesConnectionEdge';

export function SharedExperiencesList({ viewer: key }: { viewer: SharedExperiencesList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SharedExperiencesList_viewer on User
      @refetchable(queryName: "SharedExperiencesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        sharedExperiences(first: $count, after: $cursor) @connection(key: "SharedExperiencesList_sharedExperiences") {
          totalCount
          edges {
            node {
              id
              ...SharedExperienceCard_experience
            }
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation(['experiences', 'common']);
  const edges = data.sharedExperiences.edges;
  return (
    <>
      {edges.length === 0 ? (
        <p className={styles.empty}>{t('shared.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <SharedExperienceCard experience={node} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('loadMore')}
        </Button>
      )}
    </>
  );
}
