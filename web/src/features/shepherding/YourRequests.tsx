// Your Requests: the member's own requests, newest first, with their status
// (docs/product/shepherding.md). The list grows with the page (Load More for older ones) rather
// than scrolling inside a box of its own, so nothing needs a keyboard stop of its own to scroll.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { YourRequests_viewer$key } from '../../__generated__/YourRequests_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { PAGE_SIZE } from './queries.ts';
import { ShepherdingRequestItem } from './ShepherdingRequestItem.tsx';
import * as styles from './shepherding.css.ts';

export function YourRequests({ viewer: key }: { viewer: YourRequests_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment YourRequests_viewer on User
      @refetchable(queryName: "YourRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        shepherdingRequests(first: $count, after: $cursor) @connection(key: "YourRequests_shepherdingRequests") {
          totalCount
          edges {
            node {
              id
              ...ShepherdingRequestItem_request
            }
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation(['shepherding', 'common']);
  const edges = data.shepherdingRequests.edges;
  if (edges.length === 0) return <p className={styles.empty}>{t('yours.empty')}</p>;
  return (
    <>
      <p className={styles.muted}>{t('yours.count', { count: data.shepherdingRequests.totalCount })}</p>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ShepherdingRequestItem request={node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('loadMore')}
        </Button>
      )}
    </>
  );
}
