// My Assigned Territories in GraphQL: the Territory and TerritoryHouse nodes, `viewer.territories`,
// `viewer.territorySummary(today)` (the stat cards and the coverage chart) and
// `viewer.upcomingReturnVisits(today)` (the calendar's upcoming list), and the mutations for
// territories and houses. Every house mutation answers the territory with its recomputed figures
// and the viewer, so that a client's cards and chart follow without asking again.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Territory } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import { boundaryPoints, coverageRate, effectiveStatus, utcToday } from './figures.ts';
import * as inputs from './inputs.ts';
import * as territories from './service.ts';

const enumValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

const TerritoryStatusEnum = builder.enumType('TerritoryStatus', {
  description: 'Active (blue), completed (green) or overdue (red)',
  values: enumValues(inputs.TERRITORY_STATUSES),
});
const TerritoryTypeEnum = builder.enumType('TerritoryType', { values: enumValues(inputs.TERRITORY_TYPES) });
const HouseStatusEnum = builder.enumType('HouseStatus', {
  description: 'Where a house of a territory stands; DO_NOT_CALL is flagged wherever it is shown',
  values: enumValues(inputs.HOUSE_STATUSES),
});

/** The member's day from a `today` argument; a malformed one is the caller's mistake. */
function todayOf(arg: string | null | undefined): string {
  const parsed = inputs.todayArg.safeParse(arg);
  if (!parsed.success) throw new GraphQLError(inputs.MESSAGES.today, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.data ?? utcToday();
}

const TODAY_DESCRIPTION = "The member's own day, YYYY-MM-DD; the server's UTC day when omitted";

export const TerritoryNode = builder.prismaNode('Territory', {
  id: { field: 'id' },
  // Another member's territory is simply not there: node(id:) answers null.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (territory) => ({ self: territory.userId }),
  fields: (t) => ({
    territoryNumber: t.exposeString('territoryNumber'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    assignedDate: t.exposeString('assignedDate', { nullable: true, description: 'YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { nullable: true, description: 'YYYY-MM-DD' }),
    status: t.field({
      type: TerritoryStatusEnum,
      description: 'The status as of `today`: past its due date and not completed is overdue',
      args: { today: t.arg.string({ description: TODAY_DESCRIPTION }) },
      resolve: (territory, args) => effectiveStatus(territory, todayOf(args.today)),
    }),
    storedStatus: t.field({
      type: TerritoryStatusEnum,
      description: 'The status as set in the form',
      resolve: (territory) => effectiveStatus(territory, '0000-00-00'),
    }),
    type: t.field({ type: TerritoryTypeEnum, resolve: (territory) => territory.type as inputs.TerritoryType }),
    progress: t.exposeInt('progress', { description: '0 to 100' }),
    houses: t.exposeInt('houses'),
    contactedHouses: t.exposeInt('contactedHouses'),
    coverageRate: t.int({
      description: 'Contacted houses over houses, as a whole percent; 0 with no houses',
      resolve: (territory) => coverageRate(territory.contactedHouses, territory.houses),
    }),
    boundaries: t.exposeString('boundaries', { nullable: true }),
    boundaryPoints: t.field({
      type: t.listRef(t.listRef('Float')),
      nullable: true,
      description: 'The boundary as [latitude, longitude] points when it was written as coordinates (docs/product/territories.md)',
      resolve: (territory) => boundaryPoints(territory.boundaries),
    }),
    notes: t.exposeString('notes', { nullable: true }),
    imageUrl: t.string({
      nullable: true,
      description: 'Where the image is served, to the owner only',
      resolve: (territory) => (territory.imageFilename ? territories.imagePath(territory.imageFilename) : null),
    }),
    imageOriginalName: t.exposeString('imageOriginalName', { nullable: true }),
    imageFileSize: t.exposeInt('imageFileSize', { nullable: true }),
    addresses: t.relatedConnection('addresses', {
      cursor: 'id',
      totalCount: true,
      description: 'The houses of the territory, by address',
      query: { orderBy: territories.HOUSE_ORDER },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const TerritoryHouseNode = builder.prismaNode('TerritoryHouse', {
  id: { field: 'id' },
  nullable: true,
  include: { territory: { select: { userId: true } } },
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (house) => ({ self: house.territory.userId }),
  fields: (t) => ({
    address: t.exposeString('address'),
    status: t.field({ type: HouseStatusEnum, resolve: (house) => house.status as inputs.HouseStatus }),
    doNotCall: t.boolean({ description: 'A do-not-call address, flagged wherever it is shown', resolve: (house) => house.status === 'do_not_call' }),
    lastCallDate: t.exposeString('lastCallDate', { nullable: true, description: 'YYYY-MM-DD' }),
    nextVisitDate: t.exposeString('nextVisitDate', { nullable: true, description: 'YYYY-MM-DD, for a return visit' }),
    notes: t.exposeString('notes', { nullable: true }),
    territory: t.relation('territory'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TerritoryEdge = builder.edgeObject({ name: 'TerritoryEdge', type: TerritoryNode });
const TerritoryHouseEdge = builder.edgeObject({ name: 'TerritoryHouseEdge', type: TerritoryHouseNode });

const HouseStatusCount = builder.objectRef<{ status: string; count: number }>('HouseStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: HouseStatusEnum, resolve: (r) => r.status as inputs.HouseStatus }),
    count: t.exposeInt('count'),
  }),
});
const WeekCalls = builder.objectRef<{ weekStart: string; calls: number }>('TerritoryWeekCalls').implement({
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday that starts the week, YYYY-MM-DD' }),
    calls: t.exposeInt('calls'),
  }),
});
const TerritorySummary = builder.objectRef<territories.TerritorySummary>('TerritorySummary').implement({
  description: 'The stat cards and the coverage chart of My Assigned Territories',
  fields: (t) => ({
    active: t.exposeInt('active'),
    completed: t.exposeInt('completed'),
    overdue: t.exposeInt('overdue'),
    houses: t.exposeInt('houses'),
    contactedHouses: t.exposeInt('contactedHouses'),
    coverageRate: t.exposeInt('coverageRate', { description: 'Contacted houses over houses of all territories, a whole percent; 0 with none' }),
    housesByStatus: t.field({ type: [HouseStatusCount], resolve: (s) => s.housesByStatus }),
    callsByWeek: t.field({ type: [WeekCalls], description: 'Calls in each of the last 12 weeks, oldest first', resolve: (s) => s.callsByWeek }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  territories: t.relatedConnection(
    'territories',
    {
      cursor: 'id',
      totalCount: true,
      description: 'The member’s territories, newest first; only the member may read them',
      authScopes: (user) => ({ self: user.id }),
      query: { orderBy: NEWEST_FIRST },
    },
    { name: 'TerritoryConnection' },
    TerritoryEdge,
  ),
  territorySummary: t.field({
    type: TerritorySummary,
    args: { today: t.arg.string({ description: TODAY_DESCRIPTION }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, args, ctx) => territories.territorySummary(ctx, user.id, todayOf(args.today)),
  }),
  upcomingReturnVisits: t.prismaConnection(
    {
      type: 'TerritoryHouse',
      cursor: 'id',
      description: 'Return visits due today or later in the member’s territories, soonest first',
      args: { today: t.arg.string({ description: TODAY_DESCRIPTION }) },
      authScopes: (user) => ({ self: user.id }),
      resolve: (query, user, args, ctx) =>
        ctx.db.territoryHouse.findMany({
          ...query,
          where: territories.upcomingReturnVisitsWhere(user.id, todayOf(args.today)),
          orderBy: territories.RETURN_VISIT_ORDER,
        }),
    },
    { name: 'UpcomingReturnVisitConnection' },
  ),
}));

// A territory by its global id, for a screen that opens one (its houses dialog); another
// member's is null. Shallower than node(id:) with an inline fragment, which the query cost limit
// counts as one more level.
builder.queryField('territory', (t) =>
  t.prismaField({
    type: 'Territory',
    nullable: true,
    args: { id: t.arg.globalID({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      id.typename === 'Territory'
        ? ctx.db.territory.findFirst({ ...query, where: { id: parseRowId(id.id) ?? 0, userId: ctx.viewer?.id ?? 0 } })
        : null,
  }),
);

// ---- inputs: text and numbers optional in GraphQL, so that zod answers with the product's messages.
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const territoryInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  territoryNumber: t.string(),
  name: t.string(),
  description: t.string(),
  assignedDate: t.string({ description: 'YYYY-MM-DD' }),
  dueDate: t.string({ description: 'YYYY-MM-DD' }),
  status: t.field({ type: TerritoryStatusEnum, description: 'ACTIVE when omitted' }),
  type: t.field({ type: TerritoryTypeEnum, description: 'RESIDENTIAL when omitted' }),
  progress: t.int({ description: '0 to 100; taken from the houses once the territory has some' }),
  houses: t.int({ description: '0 or more; taken from the house rows once the territory has some' }),
  contactedHouses: t.int({ description: '0 to houses; taken from the house rows once the territory has some' }),
  boundaries: t.string({ description: 'Words, or coordinates (docs/product/territories.md)' }),
  notes: t.string(),
  image: t.field({ type: 'Upload', description: 'An image under 10 MB (JPEG, PNG, GIF, WebP, AVIF or BMP); on update, it replaces the old one' }),
});

const CreateTerritoryInput = builder
  .inputType('CreateTerritoryInput', { fields: territoryInputFields })
  .validate(inputs.createTerritoryInput);
const UpdateTerritoryInput = builder
  .inputType('UpdateTerritoryInput', { fields: (t) => ({ id: t.globalID({ required: true }), ...territoryInputFields(t) }) })
  .validate(inputs.updateTerritoryInput);
const DeleteTerritoryInput = builder
  .inputType('DeleteTerritoryInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.territoryIdInput);

const houseInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  address: t.string(),
  status: t.field({ type: HouseStatusEnum, description: 'NOT_VISITED when omitted; a change records a call dated `today`' }),
  nextVisitDate: t.string({ description: 'YYYY-MM-DD; kept for a return visit only' }),
  notes: t.string(),
  today: t.string({ description: TODAY_DESCRIPTION }),
});
const AddTerritoryHouseInput = builder
  .inputType('AddTerritoryHouseInput', { fields: (t) => ({ territoryId: t.globalID({ required: true }), ...houseInputFields(t) }) })
  .validate(inputs.addHouseInput);
const UpdateTerritoryHouseInput = builder
  .inputType('UpdateTerritoryHouseInput', { fields: (t) => ({ id: t.globalID({ required: true }), ...houseInputFields(t) }) })
  .validate(inputs.updateHouseInput);
const DeleteTerritoryHouseInput = builder
  .inputType('DeleteTerritoryHouseInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.houseIdInput);

// ---- payloads: each answers the viewer too, so that `territorySummary` is read again with it.
const viewerField = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, unknown>) =>
  t.prismaField({ type: 'User', resolve: (query, _root, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }) });

const TerritoryCreated = builder.objectRef<Territory>('TerritoryCreated').implement({
  description: 'The new territory, and its edge for the list',
  fields: (t) => ({
    territory: t.field({ type: TerritoryNode, resolve: (territory) => territory }),
    edge: t.field({ type: TerritoryEdge, resolve: (territory) => ({ cursor: formatPrismaCursor(territory, 'id'), node: territory }) }),
    viewer: viewerField(t as never),
  }),
});
const TerritoryUpdated = builder.objectRef<Territory>('TerritoryUpdated').implement({
  fields: (t) => ({ territory: t.field({ type: TerritoryNode, resolve: (territory) => territory }), viewer: viewerField(t as never) }),
});
const TerritoryDeleted = builder.objectRef<{ id: number }>('TerritoryDeleted').implement({
  fields: (t) => ({
    deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'Territory', id: String(id) }) }),
    viewer: viewerField(t as never),
  }),
});
/** The house with what its owner check reads, from the territory the service answered with it. */
const withOwner = (r: territories.HouseChange) => ({ ...r.house, territory: { userId: r.territory.userId } });

const houseChange = (name: string, description: string) =>
  builder.objectRef<territories.HouseChange>(name).implement({
    description,
    fields: (t) => ({
      house: t.field({ type: TerritoryHouseNode, resolve: withOwner }),
      edge: t.field({ type: TerritoryHouseEdge, resolve: (r) => ({ cursor: formatPrismaCursor(r.house, 'id'), node: withOwner(r) }) }),
      territory: t.field({ type: TerritoryNode, resolve: (r) => r.territory }),
      viewer: viewerField(t as never),
    }),
  });
const TerritoryHouseAdded = houseChange('TerritoryHouseAdded', 'The new house, and its territory with its figures recomputed');
const TerritoryHouseUpdated = houseChange('TerritoryHouseUpdated', 'The house, and its territory with its figures recomputed');
const TerritoryHouseDeleted = builder.objectRef<{ id: number; territory: Territory }>('TerritoryHouseDeleted').implement({
  fields: (t) => ({
    deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'TerritoryHouse', id: String(id) }) }),
    territory: t.field({ type: TerritoryNode, resolve: (r) => r.territory }),
    viewer: viewerField(t as never),
  }),
});

builder.mutationFields((t) => ({
  createTerritory: t.field({
    type: TerritoryCreated,
    args: { input: t.arg({ type: CreateTerritoryInput, required: true }) },
    errors: { ...resultNames('CreateTerritoryResult'), types: [] },
    resolve: (_root, { input }, ctx) => territories.createTerritory(ctx, input),
  }),
  updateTerritory: t.field({
    type: TerritoryUpdated,
    args: { input: t.arg({ type: UpdateTerritoryInput, required: true }) },
    errors: { ...resultNames('UpdateTerritoryResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => territories.updateTerritory(ctx, input),
  }),
  deleteTerritory: t.field({
    type: TerritoryDeleted,
    args: { input: t.arg({ type: DeleteTerritoryInput, required: true }) },
    errors: { ...resultNames('DeleteTerritoryResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await territories.deleteTerritory(ctx, input.id) }),
  }),
  addTerritoryHouse: t.field({
    type: TerritoryHouseAdded,
    args: { input: t.arg({ type: AddTerritoryHouseInput, required: true }) },
    errors: { ...resultNames('AddTerritoryHouseResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => territories.addHouse(ctx, input),
  }),
  updateTerritoryHouse: t.field({
    type: TerritoryHouseUpdated,
    args: { input: t.arg({ type: UpdateTerritoryHouseInput, required: true }) },
    errors: { ...resultNames('UpdateTerritoryHouseResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => territories.updateHouse(ctx, input),
  }),
  deleteTerritoryHouse: t.field({
    type: TerritoryHouseDeleted,
    args: { input: t.arg({ type: DeleteTerritoryHouseInput, required: true }) },
    errors: { ...resultNames('DeleteTerritoryHouseResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => territories.deleteHouse(ctx, input.id),
  }),
}));
