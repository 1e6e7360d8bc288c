// Closed lists kept as the strings the database and the REST shim have always used ("Return
// Visit", "field-service", "in_progress"), named in GraphQL by one rule: upper case, and every run
// of other characters an underscore (RETURN_VISIT, FIELD_SERVICE, IN_PROGRESS). One rule, so a
// device holding the stored string of an older version can find its enum name without a table
// (docs/decisions.md, "Enums and messages").

/** The GraphQL name of a stored value: "Return Visit" → RETURN_VISIT, "on-my-way" → ON_MY_WAY. */
export const enumNameOf = (stored: string) => stored.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** The `values` of a Pothos enum whose names follow the rule and whose values are the stored strings. */
export function storedEnumValues<T extends string>(stored: readonly T[], descriptions: Partial<Record<T, string>> = {}) {
  return Object.fromEntries(
    stored.map((value) => [enumNameOf(value), { value, ...(descriptions[value] ? { description: descriptions[value] } : {}) }]),
  ) as Record<string, { value: T; description?: string }>;
}

/**
 * A value a device queued, as the stored string: an enum name (what the app sends now) becomes its
 * stored value, a stored value (what an older version queued) stays, and anything else is left for
 * the field's own rule to refuse with its message.
 */
export function storedValueOf<T extends string>(stored: readonly T[], value: unknown): unknown {
  if (typeof value !== 'string' || (stored as readonly string[]).includes(value)) return value;
  return stored.find((candidate) => enumNameOf(candidate) === value) ?? value;
}
