import { graphql, usePaginationFragment } from 'react-relay';
import type { YourRequests_viewer$key } from '../../__generated__/YourRequests_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { ShepherdingRequestItem } from './ShepherdingRequestItem.tsx';
import * as styles from './shepherding.css.ts';

export const PAGE_SIZE = 20;

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
  const edges = data.shepherdingRequests.edges;
  if (edges.length === 0) return <p className={styles.empty}>You have not asked for a shepherding call yet.</p>;
  return (
    // The list scrolls inside a capped height, so it takes keyboard focus to be scrolled.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`${data.shepherdingRequests.totalCount} ${data.shepherdingRequests.totalCount === 1 ? 'request' : 'requests'}, newest first`}>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ShepherdingRequestItem request={node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? 'Loading…' : 'Load More'}
        </Button>
      )}
    </div>
  );
}
