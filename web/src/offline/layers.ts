// The writes waiting in the outbox as the screens show them: one optimistic update (a layer) per
// entry, over the server's data in the store (docs/product/offline.md). Laid before the first
// render when the device has queued writes (relay/environment.ts), so no frame shows a record as
// it was before the member's own write; kept in step with the outbox by the delivery (sync.ts).
import type { Disposable, Environment } from 'relay-runtime';
import type { QueuedChange } from './engine.ts';
import { applyChange } from './records.ts';

const layers = new Map<string, { disposable: Disposable; version: string }>();
/** Records made on this device that the server has since given an id. */
const adopted = new Map<string, string>();

/** A record's id now: the server's id of a record made on this device once it was delivered, or the id itself. */
export const currentIdOf = (id: string) => adopted.get(id) ?? id;

/** The record made on this device as `localId` is the server's `recordId` from now on. */
export function adopt(localId: string, recordId: string) {
  adopted.set(localId, recordId);
}

/** Makes the layers match `entries` (the outbox, in its order): new and changed ones applied, gone ones removed. */
export function showQueued(environment: Environment, entries: readonly QueuedChange[]) {
  const seen = new Set<string>();
  for (const change of entries) {
    seen.add(change.clientId);
    const file = change.file && [change.file.name, change.file.size, change.file.lastModified];
    const version = JSON.stringify([change.fields, change.recordId, change.connections, file]);
    const layer = layers.get(change.clientId);
    if (layer?.version === version) continue;
    layer?.disposable.dispose();
    const disposable = environment.applyUpdate({ storeUpdater: (store) => applyChange(store, change, adopted) });
    layers.set(change.clientId, { disposable, version });
  }
  for (const [clientId, layer] of layers) {
    if (seen.has(clientId)) continue;
    layer.disposable.dispose();
    layers.delete(clientId);
  }
}

/** Removes one entry's layer (its write was delivered or discarded). */
export function dropLayer(clientId: string) {
  layers.get(clientId)?.disposable.dispose();
  layers.delete(clientId);
}

/** Removes every layer and forgets the adopted ids (the member signed out). */
export function dropAllLayers() {
  for (const clientId of [...layers.keys()]) dropLayer(clientId);
  adopted.clear();
}
