// The territories' and houses' rules, inputs and nodes, for the offline write path and the
// export; where their images are stored, and the day arithmetic of their figures.
export { addDays } from './figures.ts';
export {
  addHouseInput,
  createTerritoryInput,
  HOUSE_STATUSES,
  MESSAGES,
  optionalDate,
  TERRITORY_STATUSES,
  TERRITORY_TYPES,
  territoryChangeFields,
  territoryFields,
  updateHouseInput,
  updateTerritoryInput,
} from './inputs.ts';
export { TerritoryHouseNode, TerritoryNode } from './schema.ts';
export {
  addHouse,
  createTerritory,
  deleteHouse,
  deleteTerritory,
  imageDir,
  recomputeFigures,
  updateHouse,
  updateTerritory,
} from './service.ts';
