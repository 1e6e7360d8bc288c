// The member's recorded routes, newest first: each with its distance, duration and points, Show
// on map (its path drawn on the page's map) and Delete.
import { Map as MapIcon, Trash2 } from 'lucide-react';
import { startTransition, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { RouteList_viewer$key } from '../../__generated__/RouteList_viewer.graphql';
import type { RouteListRouteQuery } from '../../__generated__/RouteListRouteQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { LatLng } from './geo.ts';
import { formatDistance, formatDuration } from './recording.ts';
import { useDeleteGpsRouteMutation } from './useDeleteGpsRouteMutation.ts';
import * as styles from './gps.css.ts';

export const ROUTES_PAGE = 20;

export interface ShownRoute {
  id: string;
  name: string;
  points: LatLng[];
}

const ROUTE_QUERY = graphql`
  query RouteListRouteQuery($id: ID!) {
    node(id: $id) {
      ... on GpsRoute {
        id
        name
        points {
          latitude
          longitude
        }
      }
    }
  }
`;

export function RouteList({ viewer: key, refreshKey, onShow }: { viewer: RouteList_viewer$key; refreshKey: number; onShow: (route: ShownRoute | null) => void }) {
  const { t, i18n } = useTranslation('gps');
  const environment = useRelayEnvironment();
  const [remove, removing] = useDeleteGpsRouteMutation();
  const { data, refetch, hasNext, loadNext } = usePaginationFragment(
    graphql`
      fragment RouteList_viewer on User
      @refetchable(queryName: "RouteListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        gpsRoutes(first: $count, after: $cursor) @connection(key: "RouteList_gpsRoutes") {
          __id
          edges {
            node {
              id
              name
              startedAt
              distanceMeters
              durationSeconds
              pointCount
            }
          }
        }
      }
    `,
    key,
  );
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the signal to refetch
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // In a transition, so the list stays on screen while the new one loads.
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [refreshKey, refetch]);

  const show = (id: string) => {
    fetchQuery<RouteListRouteQuery>(environment, ROUTE_QUERY, { id }).subscribe({
      next: ({ node }) => {
        if (node?.id && node.points) onShow({ id: node.id, name: node.name ?? '', points: node.points.map((p) => ({ ...p })) });
      },
      error: () => errorToast(t('map.errorBody')),
    });
  };

  const { edges, __id: connectionId } = data.gpsRoutes;
  return (
    <section className={styles.card} aria-labelledby="gps-routes">
      <h2 id="gps-routes" className={styles.cardTitle}>
        {t('routes.title')}
      </h2>
      {edges.length === 0 ? (
        <p className={styles.subtitle}>{t('routes.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.listItem}>
              <span>
                <strong>{node.name}</strong>
                <br />
                {t('routes.figures', {
                  distance: formatDistance(node.distanceMeters),
                  duration: formatDuration(node.durationSeconds),
                  count: node.pointCount,
                  lng: i18n.language,
                })}
              </span>
              <span className={styles.actions}>
                <Button variant="secondary" aria-label={`${t('actions.showRoute')}: ${node.name}`} onPress={() => show(node.id)}>
                  <MapIcon aria-hidden="true" size={16} /> {t('actions.showRoute')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${t('actions.deleteRoute')}: ${node.name}`}
                  isDisabled={removing}
                  onPress={() =>
                    remove({
                      variables: { input: { id: node.id }, connections: [connectionId] },
                      onCompleted: ({ deleteGpsRoute }) => {
                        if (deleteGpsRoute.__typename === 'GpsRouteDeleted') {
                          onShow(null);
                          toast({ title: t('toasts.routeDeleted') }, 2000);
                        } else errorToast(t('routes.deleteFailed'));
                      },
                      onError: () => {
                        errorToast(t('routes.deleteFailed'));
                      },
                    })
                  }
                >
                  <Trash2 aria-hidden="true" size={16} /> {t('actions.deleteRoute')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(ROUTES_PAGE)}>
          {t('routes.more')}
        </Button>
      )}
    </section>
  );
}
