// Deleting a territory goes through the device's one write path (offline/sync.ts): the card leaves
// the list at once, signal or not, and the deletion is delivered exactly once; the figures are read
// again once the queue has delivered (TerritoriesPage). With no connection the deletion waits on the
// device, so the territory is "deleted" either way.
import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const deleted = () => ({ deleteTerritory: { __typename: 'TerritoryDeleted' } as LocalResult<'TerritoryDeleted'> });

export function useDeleteTerritoryMutation() {
  return useLocalMutation('territory', 'delete', deleted, { waitingIsError: false });
}
