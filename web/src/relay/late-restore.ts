// The device's saved copy of the store, when it is read after the first screen has shown
// (docs/product/offline.md, "A slow read at start"). The first render waits for the copy only so long;
// by the time a slow read ends, the server may have answered, and a copy laid over those answers
// would put older data back on screen (a house count from before the writes that changed it, a
// record the server has since replaced). So a late copy only fills in what the server has not
// answered: records and fields the store does not have yet. It goes in through a store update, so
// the screens reading it show it, and the device's waiting writes stay laid over it.
import type { Environment, RecordSourceProxy } from 'relay-runtime';

type Raw = Record<string, unknown>;
type Ref = { __ref: string };
type Refs = { __refs: (string | null)[] };

const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && typeof (value as Ref).__ref === 'string';
const isRefs = (value: unknown): value is Refs => typeof value === 'object' && value !== null && Array.isArray((value as Refs).__refs);
const isLeaf = (value: unknown): boolean => value == null || typeof value !== 'object' || (Array.isArray(value) && value.every(isLeaf));

/** The saved records' fields the store has no value for, by record id. */
export function missingFields(current: (id: string) => Raw | null | undefined, saved: Record<string, unknown>): Map<string, Raw> {
  const missing = new Map<string, Raw>();
  for (const [id, record] of Object.entries(saved)) {
    if (!record || typeof record !== 'object') continue;
    const present = current(id);
    const fields: Raw = {};
    for (const [key, value] of Object.entries(record as Raw)) {
      if (key === '__id') continue;
      if (present && key in present) continue;
      fields[key] = value;
    }
    // A record the store lacks needs its type to be made.
    if (present ? Object.keys(fields).length > 0 : typeof fields.__typename === 'string') missing.set(id, fields);
  }
  return missing;
}

/** Lays the saved records' missing fields into the store, leaving every field the store has. */
export function fillIn(environment: Environment, current: (id: string) => Raw | null | undefined, saved: Record<string, unknown>) {
  const missing = missingFields(current, saved);
  if (missing.size === 0) return;
  environment.commitUpdate((store: RecordSourceProxy) => {
    for (const [id, fields] of missing) {
      if (!store.get(id) && typeof fields.__typename === 'string') store.create(id, fields.__typename);
    }
    for (const [id, fields] of missing) {
      const record = store.get(id);
      if (!record) continue;
      for (const [key, value] of Object.entries(fields)) {
        if (key === '__typename') continue;
        if (isRef(value)) {
          const linked = store.get(value.__ref);
          if (linked) record.setLinkedRecord(linked, key);
        } else if (isRefs(value)) {
          record.setLinkedRecords(
            value.__refs.map((ref) => (ref === null ? null : (store.get(ref) ?? null))),
            key,
          );
        } else if (isLeaf(value)) {
          record.setValue(value as Parameters<typeof record.setValue>[0], key);
        }
      }
    }
  });
}
