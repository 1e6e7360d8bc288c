// Whether a query's answer may be older than a write the page made while the query was on its way
// (docs/product/offline.md, "After a delivery"). The server may read for the query before the
// write and answer after it; laid over the store, that answer would undo the write on screen (a
// roll-call the member just started shown as not started). Both answers are reduced to the values
// they hold per record, keyed as Relay keys records: by `id`, else by the path from the nearest
// record with one. The query's answer is stale when it holds, for a record the write's answer also
// holds, a field with another value. A write that touched nothing the query shows (the releases
// seen, while the video list loads) does not make the query ask again.

/** Per record key, per field: the value in a comparable form. */
export type AnswerValues = Map<string, Map<string, string>>;

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

function collect(values: AnswerValues, value: Record<string, unknown>, key: string): void {
  let fields = values.get(key);
  if (!fields) values.set(key, (fields = new Map()));
  for (const [field, inner] of Object.entries(value)) {
    fields.set(field, signature(inner));
    if (isObject(inner)) collect(values, inner, keyOf(inner, `${key}.${field}`));
    else if (Array.isArray(inner)) {
      inner.forEach((item, index) => {
        if (isObject(item)) collect(values, item, keyOf(item, `${key}.${field}.${index}`));
      });
    }
  }
}

/** The values an answer's `data` holds; `root` names its operation's root (a query's and a mutation's differ). */
export function answerValues(data: unknown, root: 'query' | 'mutation'): AnswerValues {
  const values: AnswerValues = new Map();
  if (isObject(data)) collect(values, data, `client:root:${root}`);
  return values;
}

/** Whether `query` holds, for a record `write` holds too, a field with another value. */
export function olderThan(query: AnswerValues, write: AnswerValues): boolean {
  for (const [key, fields] of write) {
    const shown = query.get(key);
    if (!shown) continue;
    for (const [field, value] of fields) {
      const other = shown.get(field);
      if (other !== undefined && other !== value) return true;
    }
  }
  return false;
}
