// Adding, marking (a status change), editing and deleting a house go through the device's one
// write path (offline/sync.ts): the house list shows the change at once, signal or not, and the
// write is delivered exactly once. The territory's figures, the stat cards and the chart are the
// server's to compute: the page reads them again once the queue has delivered (TerritoriesPage).
import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const added = () => ({ addTerritoryHouse: { __typename: 'TerritoryHouseAdded' } as LocalResult<'TerritoryHouseAdded'> });
const updated = () => ({ updateTerritoryHouse: { __typename: 'TerritoryHouseUpdated' } as LocalResult<'TerritoryHouseUpdated'> });
const deleted = () => ({ deleteTerritoryHouse: { __typename: 'TerritoryHouseDeleted' } as LocalResult<'TerritoryHouseDeleted'> });

export function useAddHouseMutation() {
  return useLocalMutation('territoryHouse', 'create', added);
}

export function useUpdateHouseMutation() {
  return useLocalMutation('territoryHouse', 'update', updated);
}

/** Without a connection the deletion waits on the device, so the house is "deleted" either way. */
export function useDeleteHouseMutation() {
  return useLocalMutation('territoryHouse', 'delete', deleted, { waitingIsError: false });
}
