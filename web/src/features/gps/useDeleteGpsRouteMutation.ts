// Deleting a route goes through the device's one write path (offline/sync.ts): it leaves the list
// at once, signal or not, and the server deletes it with its points once the deletion arrives.
import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const deleted = () => ({ deleteGpsRoute: { __typename: 'GpsRouteDeleted' } as LocalResult<'GpsRouteDeleted'> });

export function useDeleteGpsRouteMutation() {
  return useLocalMutation('gpsRoute', 'delete', deleted, { waitingIsError: false });
}
