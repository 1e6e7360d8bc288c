// The member's recorded routes, newest first: each with its distance, duration and points, Show
// on map (its path drawn on the page's map) and Delete. A route recorded with no signal shows at
// once with the device's figures; until it reaches the server, Show on map draws the points the
// device still holds, and Delete drops the route and those points from the outbox
// (docs/product/gps.md).
import { Map as MapIcon, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { isLocalId, type QueuedChange } from '../../offline/engine.ts';
import { discard } from '../../offline/sync.ts';
import { usePendingChanges } from '../../offline/usePendingChanges.ts';
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

export function RouteList({ viewer: key, onShow }: { viewer: RouteList_viewer$key; onShow: (route: ShownRoute | null) => void }) {
  const { t, i18n } = useTranslation('gps');
  const environment = useRelayEnvironment();
  const [remove] = useDeleteGpsRouteMutation();
  const { data, hasNext, loadNext } = usePaginationFragment(
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
              sessionId
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
  const queued = usePendingChanges();
  /** The recording's points still in the outbox, in the order they were taken. */
  const pointsOnDevice = (sessionId: string): QueuedChange[] =>
    queued
      .filter((c) => c.type === 'gpsPoint' && c.action === 'create' && c.fields.sessionId === sessionId)
      .sort((a, b) => Number(a.fields.timestamp) - Number(b.fields.timestamp));
  const showFromDevice = (node: { id: string; name: string; sessionId: string }) =>
    onShow({
      id: node.id,
      name: node.name,
      points: pointsOnDevice(node.sessionId).map((c) => ({ latitude: Number(c.fields.latitude), longitude: Number(c.fields.longitude) })),
    });
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
                <Button
                  variant="secondary"
                  aria-label={`${t('actions.showRoute')}: ${node.name}`}
                  onPress={() => (isLocalId(node.id) ? showFromDevice(node) : show(node.id))}
                >
                  <MapIcon aria-hidden="true" size={16} /> {t('actions.showRoute')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${t('actions.deleteRoute')}: ${node.name}`}
                  onPress={() => {
                    if (isLocalId(node.id)) void discard(environment, pointsOnDevice(node.sessionId).map((c) => c.clientId));
                    remove({
                      variables: { input: { id: node.id }, connections: [connectionId] },
                      onCompleted: () => {
                        onShow(null);
                        toast({ title: t('toasts.routeDeleted') }, 2000);
                      },
                      onError: () => {
                        errorToast(t('routes.deleteFailed'));
                      },
                    });
                  }}
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
