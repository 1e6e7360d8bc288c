// Group Requests, for elders (their group) and admins: the requests to look after, newest first
// (docs/product/shepherding.md).
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { GroupRequests_viewer$key } from '../../__generated__/GroupRequests_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { GroupRequestCard } from './GroupRequestCard.tsx';
import { PAGE_SIZE } from './queries.ts';
import * as styles from './shepherding.css.ts';

/** For elders (their group) and admins: the requests to look after. */
export function GroupRequests({ viewer: key }: { viewer: GroupRequests_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GroupRequests_viewer on User
      @refetchable(queryName: "GroupRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        groupShepherdingRequests(first: $count, after: $cursor) @connection(key: "GroupRequests_groupShepherdingRequests") {
          totalCount
          edges {
            node {
              id
              ...GroupRequestCard_request
            }
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation(['shepherding', 'common']);
  const edges = data.groupShepherdingRequests.edges;
  return (
    <section className={styles.card} aria-labelledby="group-requests-heading">
      <h2 id="group-requests-heading" className={styles.heading}>
        {t('group.title')}
      </h2>
      <p className={styles.muted}>{t('group.count', { count: data.groupShepherdingRequests.totalCount })}</p>
      {edges.length === 0 ? (
        <p className={styles.empty}>{t('group.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <GroupRequestCard request={node} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('loadMore')}
        </Button>
      )}
    </section>
  );
}
