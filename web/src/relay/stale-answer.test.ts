// A query's answer against the answer to a write made while it was on its way (stale-answer.ts).
import { describe, expect, test } from 'vitest';
import { answerValues, olderThan, typeOfId } from './stale-answer.ts';

const GROUP = 'U2VydmljZUdyb3VwOjI=';

/** The board as the service-group page reads it, with or without a roll-call under way. */
const boardRead = (activeRollCall: unknown) => ({
  viewer: { id: 'VXNlcjox', serviceGroup: { id: GROUP, board: { activeRollCall, members: [{ id: 'VXNlcjoy', status: 'SAFE' }] } } },
});
/** The answer to starting a drill. */
const drillStarted = {
  startRollCall: {
    __typename: 'RollCallStarted',
    alertEdge: { cursor: 'YQ==', node: { id: 'QWxlcnQ6OQ==', message: 'Practice' } },
    serviceGroup: { id: GROUP, board: { activeRollCall: { kind: 'DRILL', isDrill: true, message: 'Practice', heardFrom: [] } } },
  },
};

describe('a query answered while a write was answered', () => {
  test('is older when it shows a record of the write otherwise: no roll-call where the write started one', () => {
    expect(olderThan(answerValues(boardRead(null), 'query'), answerValues(drillStarted, 'mutation'))).toBe(true);
  });

  test('a field of a record nested without an id, and a scalar of a record with one, count too', () => {
    const before = boardRead({ kind: 'DRILL', isDrill: true, message: 'Old message', heardFrom: [] });
    expect(olderThan(answerValues(before, 'query'), answerValues(drillStarted, 'mutation'))).toBe(true);
    const renamed = { renameNote: { note: { id: 'Tm90ZTox', title: 'New' } } };
    const list = { viewer: { id: 'VXNlcjox', notes: { edges: [{ node: { id: 'Tm90ZTox', title: 'Old' } }] } } };
    expect(olderThan(answerValues(list, 'query'), answerValues(renamed, 'mutation'))).toBe(true);
  });

  test('is not older when it already shows what the write answered', () => {
    const after = boardRead({ kind: 'DRILL', isDrill: true, message: 'Practice', heardFrom: [] });
    expect(olderThan(answerValues(after, 'query'), answerValues(drillStarted, 'mutation'))).toBe(false);
  });

  test('is not older when the write touched nothing it shows: the releases seen, while the video list loads', () => {
    const videos = { viewer: { id: 'VXNlcjox', videos: { edges: [], pageInfo: { hasNextPage: false } } } };
    const seen = { markReleasesSeen: { __typename: 'ReleasesSeen', seenReleases: ['2026.11'] } };
    expect(olderThan(answerValues(videos, 'query'), answerValues(seen, 'mutation'))).toBe(false);
  });

  test('a new edge whose node the query’s list of that type lacks: an idea added while the list loads', () => {
    const idea = (n: number) => ({ cursor: `c${n}`, node: { id: btoa(`Note:${n}`), title: `Idea ${n}` } });
    const list = { viewer: { id: 'VXNlcjox', notes: { edges: [idea(1)], pageInfo: { hasNextPage: false } } } };
    const added = { createNote: { noteEdge: idea(2) } };
    expect(olderThan(answerValues(list, 'query'), answerValues(added, 'mutation'))).toBe(true);
    // A list that already holds it, or a list of another type, is not older.
    const withIt = { viewer: { id: 'VXNlcjox', notes: { edges: [idea(2), idea(1)] } } };
    expect(olderThan(answerValues(withIt, 'query'), answerValues(added, 'mutation'))).toBe(false);
    const contacts = { viewer: { id: 'VXNlcjox', contacts: { edges: [{ cursor: 'a', node: { id: btoa('Contact:4'), name: 'Ana' } }] } } };
    expect(olderThan(answerValues(contacts, 'query'), answerValues(added, 'mutation'))).toBe(false);
  });

  test('a record the write names by id alone, as a deletion answers, that the query still shows', () => {
    const list = { viewer: { id: 'VXNlcjox', notes: { edges: [{ cursor: 'a', node: { id: btoa('Note:7'), title: 'Gone' } }] } } };
    expect(olderThan(answerValues(list, 'query'), answerValues({ deleteNote: { deletedId: btoa('Note:7') } }, 'mutation'))).toBe(true);
    expect(olderThan(answerValues(list, 'query'), answerValues({ deleteNote: { deletedId: btoa('Note:8') } }, 'mutation'))).toBe(false);
  });

  test('the type of a global id, and none for anything else', () => {
    expect(typeOfId(btoa('Note:12'))).toBe('Note');
    expect(typeOfId('not base64!')).toBeNull();
  });

  test('the roots of a query and of a mutation are never the same record', () => {
    expect(olderThan(answerValues({ viewer: null }, 'query'), answerValues({ viewer: { id: 'x' } }, 'mutation'))).toBe(false);
    expect(answerValues(null, 'query').records.size).toBe(0);
  });
});
