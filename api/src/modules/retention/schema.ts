// Householder records about to go (docs/product/privacy.md): `viewer.householderRetention` gives
// the admin's period and the member's notes and houses that go within the notice period, so the
// member can keep what they still need by changing it or recording a call.
import { builder } from '../../builder.ts';
import { expiringSoon, type ExpiringRecord } from './service.ts';
import { RETENTION_NOTICE_DAYS } from './rules.ts';

const ExpiringKindEnum = builder.enumType('ExpiringRecordKind', {
  description: 'What kind of householder record goes',
  values: { NOTE: { value: 'note' }, HOUSE: { value: 'house' } } as const,
});

const ExpiringRecordRef = builder.objectRef<ExpiringRecord>('ExpiringHouseholderRecord').implement({
  description: 'A householder note or house that the retention period removes soon',
  fields: (t) => ({
    kind: t.field({ type: ExpiringKindEnum, resolve: (r) => r.kind }),
    record: t.globalID({ description: 'The Note or TerritoryHouse', resolve: (r) => ({ type: r.kind === 'note' ? 'Note' : 'TerritoryHouse', id: String(r.id) }) }),
    label: t.exposeString('label', { description: "The note's title or the house's address" }),
    territory: t.exposeString('territory', { nullable: true, description: "For a house: its territory's number and name" }),
    expiresOn: t.exposeString('expiresOn', { description: 'The day it goes unless kept, YYYY-MM-DD (UTC)' }),
  }),
});

const RetentionRef = builder.objectRef<{ months: number; records: ExpiringRecord[] }>('HouseholderRetention').implement({
  fields: (t) => ({
    months: t.exposeInt('months', { description: 'Months a householder record is kept after its last call or change' }),
    noticeDays: t.int({ description: 'How many days ahead a record is listed here', resolve: () => RETENTION_NOTICE_DAYS }),
    records: t.field({ type: [ExpiringRecordRef], description: 'Soonest first', resolve: (r) => r.records }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  householderRetention: t.field({
    type: RetentionRef,
    description: "The member's householder records that go within the notice period",
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => expiringSoon(ctx.db, user.id),
  }),
}));
