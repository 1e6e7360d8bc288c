// The errors plugin's options for a mutation result union: the success type is returned as a
// member of the union itself (no wrapper object), under the union's given name.
export const resultNames = (union: string) => ({ directResult: true as const, union: { name: union } });
