// Whether a query's answer may be older than a write the page made while the query was on its way
// (docs/product/offline.md, "After a delivery"). The server may read for the query before the
// write and answer after it; laid over the store, that answer would undo the write on screen (a
// roll-call the member just started shown as not started, a new idea missing from the list, a
// deleted one back). Both answers are reduced to the values they hold per record, keyed as Relay
// keys records: by `id`, else by the path from the nearest record with one. The query's answer is
// older when
// - it holds, for a record the write's answer also holds, a field with another value;
// - the write's answer names by id, as a bare value (`deletedId`), a record the query shows;
// - the write's answer holds a new edge whose node the query's lists of that type lack.
// A write that touched nothing the query shows (the releases seen, while the video list loads)
// does not make the query ask again. Fields are compared by the name the answer gives them: an
// alias in one operation and not the other, or one field asked with other arguments, is compared
// as it comes (a needless second ask at worst, or a difference not seen).

export interface AnswerValues {
  /** Per record key, per field: the value in a comparable form. */
  records: Map<string, Map<string, string>>;
  /** Every string value of the answer that is not a record's own id: ids named by a write. */
  named: Set<string>;
  /** Ids of the nodes of the answer's edges (an object with a `cursor` and a `node`). */
  edgeNodes: Set<string>;
}

const ROOT = 'client:root:';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function keyOf(value: Record<string, unknown>, path: string): string {
  return typeof value.id === 'string' ? value.id : path;
}

/** A field's value as compared: scalars as JSON, a record by its id, a list element by element. */
function signature(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(signature).join(',')}]`;
  if (isObject(value)) return typeof value.id === 'string' ? `@${value.id}` : '{}';
  return JSON.stringify(value ?? null);
}

/** The type a global id names (the server's ids are base64 of `Type:key`), or null. */
export function typeOfId(id: string): string | null {
  try {
    return /^([A-Za-z_][A-Za-z0-9_]*):/.exec(atob(id))?.[1] ?? null;
  } catch {
    return null;
  }
}

function collect(answer: AnswerValues, value: Record<string, unknown>, key: string): void {
  let fields = answer.records.get(key);
  if (!fields) answer.records.set(key, (fields = new Map()));
  if ('cursor' in value && isObject(value.node) && typeof value.node.id === 'string') answer.edgeNodes.add(value.node.id);
  for (const [field, inner] of Object.entries(value)) {
    fields.set(field, signature(inner));
    if (typeof inner === 'string' && field !== 'id') answer.named.add(inner);
    if (isObject(inner)) collect(answer, inner, keyOf(inner, `${key}.${field}`));
    else if (Array.isArray(inner)) {
      inner.forEach((item, index) => {
        if (isObject(item)) collect(answer, item, keyOf(item, `${key}.${field}.${index}`));
        else if (typeof item === 'string') answer.named.add(item);
      });
    }
  }
}

/** The values an answer's `data` holds; `root` names its operation's root (a query's and a mutation's differ). */
export function answerValues(data: unknown, root: 'query' | 'mutation'): AnswerValues {
  const answer: AnswerValues = { records: new Map(), named: new Set(), edgeNodes: new Set() };
  if (isObject(data)) collect(answer, data, `${ROOT}${root}`);
  return answer;
}

/** Whether the query's answer may be from before the write (see the top of this file). */
export function olderThan(query: AnswerValues, write: AnswerValues): boolean {
  for (const [key, fields] of write.records) {
    const shown = query.records.get(key);
    if (!shown) continue;
    for (const [field, value] of fields) {
      const other = shown.get(field);
      if (other !== undefined && other !== value) return true;
    }
  }
  for (const id of write.named) {
    if (!id.startsWith(ROOT) && query.records.has(id) && !write.records.has(id)) return true;
  }
  if (write.edgeNodes.size > 0) {
    const listed = new Set([...query.edgeNodes].map(typeOfId));
    for (const id of write.edgeNodes) {
      if (!query.records.has(id) && listed.has(typeOfId(id))) return true;
    }
  }
  return false;
}
