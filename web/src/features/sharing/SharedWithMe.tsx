// "Shared with me" on /videos: what members of the group shared with the viewer, newest first,
// joined live by new shares. Renders nothing for a visitor. docs/product/sharing.md. Its query is
// started by the /videos route with the page's (./route.ts); for someone who signs in on the page
// the list loads it itself.
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { graphql, usePaginationFragment, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { SharedWithMeQuery } from '../../__generated__/SharedWithMeQuery.graphql';
import type { SharedWithMeList_viewer$key } from '../../__generated__/SharedWithMeList_viewer.graphql';
import type { SharedWithMeAddedSubscription } from '../../__generated__/SharedWithMeAddedSubscription.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useReloadableQuery } from '../../platform/page-query.ts';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { prependToConnection } from '../../relay/connections.ts';
import { PAGE_SIZE, sharedWithMeVariables } from './route.ts';
import * as styles from './sharing.css.ts';

export const sharedWithMeQuery = graphql`
  query SharedWithMeQuery($count: Int!) {
    viewer {
      id
      ...SharedWithMeList_viewer @arguments(count: $count)
    }
  }
`;
const variables = sharedWithMeVariables();

/** `preloaded`: the list's query as the route started it, or null for the list to load it. */
export function SharedWithMe({ preloaded }: { preloaded: PreloadedQuery<SharedWithMeQuery> | null }) {
  const { t } = useTranslation(['sharing', 'common']);
  const loading = <p role="status">{t('sharedWithMe.loading')}</p>;
  return (
    <ErrorBoundary>
      <Suspense fallback={loading}>
        <OwnQuery preloaded={preloaded} loading={loading} />
      </Suspense>
    </ErrorBoundary>
  );
}

function OwnQuery({ preloaded, loading }: { preloaded: PreloadedQuery<SharedWithMeQuery> | null; loading: React.ReactNode }) {
  const [queryRef] = useReloadableQuery<SharedWithMeQuery>(sharedWithMeQuery, preloaded, variables);
  return queryRef ? <Loaded queryRef={queryRef} /> : loading;
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<SharedWithMeQuery> }) {
  const { viewer } = usePreloadedQuery<SharedWithMeQuery>(sharedWithMeQuery, queryRef);
  return viewer ? <SharedWithMeList viewer={viewer} viewerId={viewer.id} /> : null;
}

function SharedWithMeList({ viewer: key, viewerId }: { viewer: SharedWithMeList_viewer$key; viewerId: string }) {
  const { t } = useTranslation(['sharing', 'common']);
  const format = useFormat();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SharedWithMeList_viewer on User
      @refetchable(queryName: "SharedWithMePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        sharedWithMe(first: $count, after: $cursor) @connection(key: "SharedWithMe_sharedWithMe") {
          totalCount
          edges {
            node {
              id
              title
              shareLink
              isVideo
              senderName
              createdAt
            }
          }
        }
      }
    `,
    key,
  );
  const live = useMemo<GraphQLSubscriptionConfig<SharedWithMeAddedSubscription>>(
    () => ({
      subscription: graphql`
        subscription SharedWithMeAddedSubscription {
          sharedWithMeAdded {
            id
            title
            shareLink
            isVideo
            senderName
            createdAt
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const node = store.getRootField('sharedWithMeAdded');
        if (node) prependToConnection(store, viewerId, 'SharedWithMe_sharedWithMe', node, 'UserSharedWithMeConnectionEdge');
      },
    }),
    [viewerId],
  );
  useSubscription(live);

  const edges = data.sharedWithMe.edges;
  return (
    <section className={styles.section} aria-labelledby="shared-with-me-heading">
      <h2 id="shared-with-me-heading" className={styles.heading}>
        {t('sharedWithMe.heading', { count: data.sharedWithMe.totalCount })}
      </h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>{t('sharedWithMe.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.item}>
              <div className={styles.itemText}>
                <h3 className={styles.itemTitle}>{node.title}</h3>
                <span className={styles.muted}>
                  {t('sharedWithMe.sharedBy', { name: node.senderName, date: format.instant(node.createdAt) })}
                </span>
              </div>
              {node.shareLink && (
                <Link
                  href={node.shareLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={node.isVideo ? t('sharedWithMe.watchLabel', { title: node.title }) : t('sharedWithMe.openLabel', { title: node.title })}
                >
                  {node.isVideo ? t('sharedWithMe.watch') : t('sharedWithMe.open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('sharedWithMe.loadMore')}
        </Button>
      )}
    </section>
  );
}
