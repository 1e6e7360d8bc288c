// Householder records about to go (docs/product/privacy.md): `viewer.householderRetention` gives
// the admin's period and the member's notes, houses and return visits that go within the notice period, so the
// member can keep what they still need by changing it or recording a call.
import { builder } from '../../builder.ts';
import { expiringSoon, type ExpiringKind, type ExpiringRecord } from './service.ts';
import { RETENTION_NOTICE_DAYS } from './rules.ts';

const ExpiringKindEnum = builder.enumType('ExpiringRecordKind', {
  description: 'What kind of householder record goes',
  values: { NOTE: { value: 'note' }, HOUSE: { value: 'house' }, RETURN_VISIT: { value: 'returnVisit' } } as const,
});

const RECORD_TYPENAME: Record<ExpiringKind, string> = { note: 'Note', house: 'TerritoryHouse', returnVisit: 'ReturnVisit' };

const ExpiringRecordRef = builder.objectRef<ExpiringRecord>('ExpiringHouseholderRecord').implement({
  description: 'A householder note or house that the retention period removes soon',
  fields: (t) => ({
    kind: t.field({ type: ExpiringKindEnum, resolve: (r) => r.kind }),
    record: t.globalID({ description: 'The Note, TerritoryHouse or ReturnVisit', resolve: (r) => ({ type: RECORD_TYPENAME[r.kind], id: String(r.id) }) }),
    label: t.exposeString('label', { description: "The note's title, the house's address or the return visit's name" }),
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
