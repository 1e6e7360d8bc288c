// What a device kept before the closed lists became enums, as the version 4 and 5 upgrades of
// db.ts leave it: the payloads below are the shapes the earlier version wrote (stored strings in the
// fields, the base, the list ids and the saved store).
import { describe, expect, it } from 'vitest';
import { upgradeChange, upgradeKey, upgradeNoteDraft, upgradeRecords } from './closed-lists.ts';
import { CompanionDatabase } from './db.ts';
import type { QueuedChange } from './engine.ts';

const owner = 'VXNlcjox';
const IDEAS_LIST_BEFORE = `client:${owner}:__IdeaList_notes_connection(category:"Ministry Conductor Ideas")`;
const IDEAS_LIST_NOW = `client:${owner}:__IdeaList_notes_connection(category:"MINISTRY_CONDUCTOR_IDEAS")`;

const queued = (change: Partial<QueuedChange>): QueuedChange => ({
  clientId: 'c1',
  seq: 1,
  owner,
  type: 'note',
  action: 'create',
  recordId: null,
  createdBy: null,
  fields: {},
  base: {},
  madeAt: 0,
  attempts: 0,
  state: 'queued',
  ...change,
});

describe('the version 4 and 5 upgrades of the device’s data', () => {
  it('version 6 is the database’s current version (it adds the report timer’s table and rewrites nothing)', () => {
    expect(new CompanionDatabase('closed-lists-test').verno).toBe(6);
  });

  it('a queued idea keeps its category and its list', () => {
    const before = queued({
      fields: { title: 'Cart witnessing', content: 'Saturday', category: 'Ministry Conductor Ideas' },
      connections: [IDEAS_LIST_BEFORE],
    });
    expect(upgradeChange(before)).toEqual({
      ...before,
      fields: { title: 'Cart witnessing', content: 'Saturday', category: 'MINISTRY_CONDUCTOR_IDEAS' },
      connections: [IDEAS_LIST_NOW],
    });
  });

  it('a queued update’s fields and base are both rewritten; other kinds and unknown values stay', () => {
    const update = queued({ action: 'update', recordId: 'Tm90ZTox', fields: { category: 'Return Visit' }, base: { category: 'Bible Study' } });
    expect(upgradeChange(update)).toMatchObject({ fields: { category: 'RETURN_VISIT' }, base: { category: 'BIBLE_STUDY' } });
    const event = queued({ type: 'calendarEvent', fields: { title: 'Day', type: 'special-day', priority: 'critical' } });
    expect(upgradeChange(event).fields).toEqual({ title: 'Day', type: 'SPECIAL_DAY', priority: 'CRITICAL' });
    const scripture = queued({ type: 'scripture', fields: { reference: 'John 3:16', category: 'Return Visit' } });
    expect(upgradeChange(scripture).fields).toEqual(scripture.fields);
    // Already upgraded, or a value on no list: left for the server to judge.
    expect(upgradeChange(queued({ fields: { category: 'GENERAL' } })).fields).toEqual({ category: 'GENERAL' });
    expect(upgradeChange(queued({ fields: { category: 'Shopping' } })).fields).toEqual({ category: 'Shopping' });
  });

  it('the saved store shows the same notes, events, alerts and reports, in the same lists', () => {
    const before = {
      'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: owner } },
      [owner]: {
        __id: owner,
        __typename: 'User',
        '__IdeaList_notes_connection(category:"Ministry Conductor Ideas")': { __ref: IDEAS_LIST_BEFORE },
      },
      [IDEAS_LIST_BEFORE]: { __id: IDEAS_LIST_BEFORE, __typename: 'NoteConnection', edges: { __refs: [`${IDEAS_LIST_BEFORE}:edges:0`] } },
      [`${IDEAS_LIST_BEFORE}:edges:0`]: { __id: `${IDEAS_LIST_BEFORE}:edges:0`, __typename: 'NoteEdge', node: { __ref: 'Tm90ZTox' } },
      Tm90ZTox: { __id: 'Tm90ZTox', __typename: 'Note', title: 'Idea', category: 'Ministry Conductor Ideas' },
      Tm90ZToy: { __id: 'Tm90ZToy', __typename: 'Note', title: 'Visit', category: 'Return Visit' },
      RXZlbnQ6MQ: { __id: 'RXZlbnQ6MQ', __typename: 'CalendarEvent', type: 'field-service', priority: 'medium' },
      QWxlcnQ6MQ: { __id: 'QWxlcnQ6MQ', __typename: 'EmergencyAlert', kind: 'status', status: 'red' },
      QWxlcnQ6Mg: { __id: 'QWxlcnQ6Mg', __typename: 'EmergencyAlert', kind: 'rollcall', status: null },
      UmVzcG9uc2U6MQ: { __id: 'UmVzcG9uc2U6MQ', __typename: 'AlertResponse', status: 'on-my-way' },
      UHJvYmxlbTox: { __id: 'UHJvYmxlbTox', __typename: 'ProblemReport', status: 'in_progress', priority: 'high' },
      'client:root:problemReportInbox(status:"resolved")': { __id: 'client:root:problemReportInbox(status:"resolved")', __typename: 'ProblemReportConnection' },
      U2NyaXB0dXJlOjE: { __id: 'U2NyaXB0dXJlOjE', __typename: 'Scripture', notes: 'red' },
    };
    const after = upgradeRecords(before);
    expect(after[owner]).toEqual({
      __id: owner,
      __typename: 'User',
      '__IdeaList_notes_connection(category:"MINISTRY_CONDUCTOR_IDEAS")': { __ref: IDEAS_LIST_NOW },
    });
    expect(after[IDEAS_LIST_NOW]).toMatchObject({ __id: IDEAS_LIST_NOW, edges: { __refs: [`${IDEAS_LIST_NOW}:edges:0`] } });
    expect(after[`${IDEAS_LIST_NOW}:edges:0`]).toMatchObject({ node: { __ref: 'Tm90ZTox' } });
    expect(after[IDEAS_LIST_BEFORE]).toBeUndefined();
    expect(after.Tm90ZTox).toMatchObject({ category: 'MINISTRY_CONDUCTOR_IDEAS' });
    expect(after.Tm90ZToy).toMatchObject({ category: 'RETURN_VISIT' });
    expect(after.RXZlbnQ6MQ).toMatchObject({ type: 'FIELD_SERVICE', priority: 'MEDIUM' });
    expect(after.QWxlcnQ6MQ).toMatchObject({ kind: 'STATUS', status: 'RED' });
    expect(after.QWxlcnQ6Mg).toMatchObject({ kind: 'ROLLCALL', status: null });
    expect(after.UmVzcG9uc2U6MQ).toMatchObject({ status: 'ON_MY_WAY' });
    expect(after.UHJvYmxlbTox).toMatchObject({ status: 'IN_PROGRESS', priority: 'HIGH' });
    expect(after['client:root:problemReportInbox(status:"RESOLVED")']).toBeDefined();
    // A field of another record that merely holds the same word is not touched.
    expect(after.U2NyaXB0dXJlOjE).toEqual(before.U2NyaXB0dXJlOjE);
    expect(after['client:root']).toEqual(before['client:root']);
  });

  it('keys with no enum argument, or one of another list, stay as they are', () => {
    expect(upgradeKey('notes(first:20,search:"Bible Study")')).toBe('notes(first:20,search:"Bible Study")');
    expect(upgradeKey('shepherding(status:"pending")')).toBe('shepherding(status:"pending")');
  });

  it('the saved store shows every service group by its enum name', () => {
    const before = {
      [owner]: { __id: owner, __typename: 'User', username: 'ana', groupNumber: 3 },
      VXNlcjoy: { __id: 'VXNlcjoy', __typename: 'User', groupNumber: 0 },
      VXNlcjoz: { __id: 'VXNlcjoz', __typename: 'User', groupNumber: 9 },
      U2VydmljZUdyb3VwOjM: { __id: 'U2VydmljZUdyb3VwOjM', __typename: 'ServiceGroup', number: 3, label: 'Service Group 3' },
      RXhwOjE: { __id: 'RXhwOjE', __typename: 'MinistryExperience', groupNumber: 3 },
      U2hhcmVkOjE: { __id: 'U2hhcmVkOjE', __typename: 'SharedFile', groupNumber: 3 },
      UmVxOjE: { __id: 'UmVxOjE', __typename: 'ShepherdingRequest', groupNumber: 3 },
      'client:totals': { __id: 'client:totals', __typename: 'GroupReportTotals', groupNumber: 3, members: 4 },
      Sm9pbjox: { __id: 'Sm9pbjox', __typename: 'GroupJoinRequest', groupNumber: 2 },
      SW52OjE: { __id: 'SW52OjE', __typename: 'GroupInvitation', groupNumber: 8 },
      // Already a name (a store saved by this version), or a number no group has: left as they are.
      VXNlcjo0: { __id: 'VXNlcjo0', __typename: 'User', groupNumber: 'GROUP_5' },
      VXNlcjo1: { __id: 'VXNlcjo1', __typename: 'User', groupNumber: 12 },
      // A number field of another type is not a group.
      VGVycjox: { __id: 'VGVycjox', __typename: 'Territory', number: 3 },
    };
    const after = upgradeRecords(before);
    expect(after[owner]).toEqual({ __id: owner, __typename: 'User', username: 'ana', groupNumber: 'GROUP_3' });
    expect(after.VXNlcjoy).toMatchObject({ groupNumber: 'NONE' });
    expect(after.VXNlcjoz).toMatchObject({ groupNumber: 'FAMILY_AND_FRIENDS' });
    expect(after.U2VydmljZUdyb3VwOjM).toMatchObject({ number: 'GROUP_3', label: 'Service Group 3' });
    for (const id of ['RXhwOjE', 'U2hhcmVkOjE', 'UmVxOjE', 'client:totals']) expect(after[id]).toMatchObject({ groupNumber: 'GROUP_3' });
    expect(after.Sm9pbjox).toMatchObject({ groupNumber: 'GROUP_2' });
    expect(after.SW52OjE).toMatchObject({ groupNumber: 'GROUP_8' });
    expect(after.VXNlcjo0).toEqual(before.VXNlcjo0);
    expect(after.VXNlcjo1).toEqual(before.VXNlcjo1);
    expect(after.VGVycjox).toEqual(before.VGVycjox);
    // Running the upgrade again changes nothing: version 5 rewrites what version 4 already did.
    expect(upgradeRecords(after)).toEqual(after);
  });

  it('a note draft keeps its category', () => {
    expect(upgradeNoteDraft({ title: 'Draft', category: 'Bible Study' })).toEqual({ title: 'Draft', category: 'BIBLE_STUDY' });
  });
});
