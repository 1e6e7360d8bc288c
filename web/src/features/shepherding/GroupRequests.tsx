import { graphql, usePaginationFragment } from 'react-relay';
import type { GroupRequests_viewer$key } from '../../__generated__/GroupRequests_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { GroupRequestCard } from './GroupRequestCard.tsx';
import { PAGE_SIZE } from './YourRequests.tsx';
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
  const edges = data.groupShepherdingRequests.edges;
  return (
    <section className={styles.card} aria-labelledby="group-requests-heading">
      <h2 id="group-requests-heading" className={styles.heading}>
        Group Requests ({data.groupShepherdingRequests.totalCount})
      </h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>No requests from your service group.</p>
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
          {isLoadingNext ? 'Loading…' : 'Load More'}
        </Button>
      )}
    </section>
  );
}
