// What an assistant's answer changes in the device's store: the touched lists marked stale (the
// viewer's own record never), and today's counts added to where the page reads them.
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { expect, test } from 'vitest';
import { countAnswer, refreshTouchedLists } from './store-updates.ts';

const VIEWER = 'VXNlcjox';
const NOTES = `client:${VIEWER}:__NoteList_notes_connection(search:"")`;
const SCRIPTURES = `client:${VIEWER}:__ScriptureList_scriptures_connection`;
const USAGE = `client:${VIEWER}:assistant:usageToday`;

function environmentWithLists() {
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: VIEWER } },
    [VIEWER]: { __id: VIEWER, __typename: 'User', id: VIEWER, assistant: { __ref: `client:${VIEWER}:assistant` } },
    [`client:${VIEWER}:assistant`]: { __id: `client:${VIEWER}:assistant`, __typename: 'Assistant', usageToday: { __ref: USAGE } },
    [USAGE]: { __id: USAGE, __typename: 'AssistantUsage', requests: 1, tokens: 42 },
    [NOTES]: { __id: NOTES, __typename: 'NoteConnection' },
    [SCRIPTURES]: { __id: SCRIPTURES, __typename: 'ScriptureConnection' },
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  return { environment, invalidated: (id: string) => source.get(id)?.__invalidated_at !== undefined };
}

const action = (type: 'note' | 'scripture' | 'play_music') => ({ type, success: true, targetId: 1, title: 'Door 12' });

test('a note created marks the notes lists stale, and nothing else: not the viewer, not other lists', () => {
  const { environment, invalidated } = environmentWithLists();
  refreshTouchedLists(environment, VIEWER, action('note'));
  expect(invalidated(NOTES)).toBe(true);
  expect(invalidated(VIEWER)).toBe(false);
  expect(invalidated(SCRIPTURES)).toBe(false);
});

test('a song played touches no list', () => {
  const { environment, invalidated } = environmentWithLists();
  refreshTouchedLists(environment, VIEWER, action('play_music'));
  expect([NOTES, SCRIPTURES, VIEWER].some(invalidated)).toBe(false);
});

test('an answer adds one request and its tokens to today’s counts in the store', () => {
  const { environment } = environmentWithLists();
  countAnswer(environment, VIEWER, 58);
  const usage = environment.getStore().getSource().get(USAGE);
  expect(usage).toMatchObject({ requests: 2, tokens: 100 });
});
