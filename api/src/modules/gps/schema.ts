// GPS in GraphQL (docs/product/gps.md): the map settings every map page reads (`appSettings.map`:
// tile templates and their credit line, from the server's configuration, and the admin's vehicle image), the viewer's recorded routes with their
// points, and deleteGpsRoute. Points are sent one per update over REST (rest.ts), which the
// device's offline queue replays.
import { builder } from '../../builder.ts';
import { AppSettingsRef, vehicleImageUrl } from '../settings/index.ts';
import type { GpsTracking } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as gps from './service.ts';

interface MapSettings {
  tileUrl: string;
  satelliteTileUrl: string;
  attribution: string;
  vehicleImageUrl: string | null;
}

const MapSettingsRef = builder.objectRef<MapSettings>('MapSettings').implement({
  description: 'Where the maps take their tiles from, and the image that marks the member’s position',
  fields: (t) => ({
    tileUrl: t.exposeString('tileUrl', { description: 'Street tiles, a URL template with {z}/{x}/{y}' }),
    satelliteTileUrl: t.exposeString('satelliteTileUrl', { description: 'Satellite tiles, a URL template with {z}/{x}/{y}' }),
    attribution: t.exposeString('attribution', { description: 'The credit line the tile providers ask for' }),
    vehicleImageUrl: t.exposeString('vehicleImageUrl', {
      nullable: true,
      description: 'The vehicle image an admin set, marking the position on the GPS screens; null for the built-in dot',
    }),
  }),
});

// Read with the app settings, which every visitor and member reads already.
builder.objectField(AppSettingsRef, 'map', (t) =>
  t.field({
    type: MapSettingsRef,
    description: 'Where the GPS pages’ maps take their tiles from (MAP_TILE_URL, MAP_SATELLITE_TILE_URL, MAP_ATTRIBUTION)',
    resolve: (settings, _args, ctx) => ({ ...ctx.config.map, vehicleImageUrl: vehicleImageUrl(settings) }),
  }),
);

const GpsPointRef = builder.objectRef<GpsTracking>('GpsPoint').implement({
  description: 'One recorded reading',
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    accuracy: t.exposeFloat('accuracy', { description: 'Metres' }),
    altitude: t.exposeFloat('altitude', { nullable: true }),
    speed: t.exposeFloat('speed', { nullable: true, description: 'Metres per second' }),
    heading: t.exposeFloat('heading', { nullable: true }),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
  }),
});

export const GpsRouteNode = builder.prismaNode('GpsRoute', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own routes: anyone else's id answers null.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (route) => ({ self: route.userId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    sessionId: t.exposeString('sessionId'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    distanceMeters: t.exposeFloat('distanceMeters', { description: 'Great-circle length of the path' }),
    durationSeconds: t.exposeInt('durationSeconds'),
    pointCount: t.exposeInt('pointCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    points: t.field({
      type: [GpsPointRef],
      description: 'The readings in the order they were taken',
      resolve: (route, _args, ctx) => gps.sessionPoints(ctx, route.sessionId),
    }),
  }),
});

builder.prismaObjectField('User', 'gpsRoutes', (t) =>
  t.relatedConnection('gpsRoutes', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s recorded routes, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: gps.ROUTE_ORDER },
  }),
);

const DeleteGpsRouteInput = builder.inputType('DeleteGpsRouteInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.deleteRouteInput);

const GpsRouteDeleted = builder.objectRef<{ id: number }>('GpsRouteDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'GpsRoute', id: String(id) }) }) }),
});

builder.mutationField('deleteGpsRoute', (t) =>
  t.field({
    type: GpsRouteDeleted,
    args: { input: t.arg({ type: DeleteGpsRouteInput, required: true }) },
    errors: { ...resultNames('DeleteGpsRouteResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await gps.deleteRoute(ctx, input.id) }),
  }),
);
