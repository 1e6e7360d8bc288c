// Relay global ids as the API writes them (base64 of "Type:id"), for tests that name a node.
export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

/** The row id inside a global id. */
export const rowIdOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);
