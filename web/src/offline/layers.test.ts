// The queued writes as the screens show them (layers.ts): laid over the server's data, removed
// when they leave the outbox, and a create the server already has shown once.
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { expect, test } from 'vitest';
import type { QueuedChange } from './engine.ts';
import { dropAllLayers, showQueued } from './layers.ts';

const CONNECTION = 'client:VXNlcjox:__NoteList_notes_connection';

/** A store whose notes list holds one note the server made from the create `c1`. */
function environment() {
  const env = new Environment({
    network: Network.create(() => {
      throw new Error('no network in this test');
    }),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(env, (store) => {
    const note = store.create('Tm90ZTox', 'Note');
    note.setValue('Tm90ZTox', 'id');
    note.setValue('From the door', 'title');
    note.setValue('c1', 'clientId');
    const edge = store.create('edge:1', 'NoteEdge');
    edge.setLinkedRecord(note, 'node');
    const connection = store.create(CONNECTION, 'NoteConnection');
    connection.setLinkedRecords([edge], 'edges');
    connection.setValue(1, 'totalCount');
  });
  return env;
}

const change = (clientId: string, action: QueuedChange['action'], fields: Record<string, unknown> = {}, recordId: string | null = null): QueuedChange => ({
  clientId,
  seq: Number(clientId.slice(1)),
  owner: 'VXNlcjox',
  type: 'note',
  action,
  recordId,
  createdBy: null,
  fields,
  base: {},
  madeAt: Date.UTC(2026, 11, 6),
  attempts: 0,
  state: 'queued',
  connections: [CONNECTION],
});

/** The titles of the notes the list shows, in its order. */
const titles = (env: Environment) => {
  const source = env.getStore().getSource();
  const read = (id: string) => source.get(id) as Record<string, { __ref?: string; __refs?: string[] }> | undefined;
  const edges = read(CONNECTION)?.edges?.__refs ?? [];
  return edges.map((edge) => (source.get(read(edge)?.node?.__ref ?? '') as { title?: string } | undefined)?.title);
};

test('queued writes are shown over the list, and go with the outbox entries', () => {
  const env = environment();
  showQueued(env, [change('c2', 'create', { title: 'Written offline' }), change('c3', 'update', { title: 'Edited offline' }, 'Tm90ZTox')]);
  expect(titles(env)).toEqual(['Written offline', 'Edited offline']);
  showQueued(env, [change('c4', 'delete', {}, 'Tm90ZTox')]);
  expect(titles(env)).toEqual([]);
  showQueued(env, []);
  expect(titles(env)).toEqual(['From the door']);
  dropAllLayers();
});

test('a create the server already made (its answer lost, the list read since) is shown once, as the server has it', () => {
  const env = environment();
  showQueued(env, [change('c1', 'create', { title: 'From the door' })]);
  expect(titles(env)).toEqual(['From the door']);
  expect(env.getStore().getSource().get('local:c1')).toBeUndefined();
  dropAllLayers();
});
