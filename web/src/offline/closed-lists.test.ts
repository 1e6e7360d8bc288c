// What a device kept before the closed lists became enums, as the version 4 upgrade of db.ts
// leaves it: the payloads below are the shapes the earlier version wrote (stored strings in the
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

describe('the version 4 upgrade of the device’s data', () => {
  it('is the database’s current version', () => {
    expect(new CompanionDatabase('closed-lists-test').verno).toBe(4);
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

  it('a note draft keeps its category', () => {
    expect(upgradeNoteDraft({ title: 'Draft', category: 'Bible Study' })).toEqual({ title: 'Draft', category: 'BIBLE_STUDY' });
  });
});
