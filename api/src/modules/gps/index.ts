// The GPS recordings' rules, inputs and node, for the offline write path.
export { finishRouteInput, MESSAGES, recordPointInput } from './inputs.ts';
export { GpsRouteNode } from './schema.ts';
export { deleteRoute, finishRoute, recordPoint } from './service.ts';
