// The share list, for the areas that share through it (songs, experiences): whom a member may
// share with, the share itself, what a member received, its node and its messages, and the
// payload and answer of POST /api/share-file.
export { MESSAGES, shareFileBody } from './inputs.ts';
export { SharedFileNode } from './schema.ts';
export { assertHasGroup, assertShareTarget, receivedBy, restSharedFile, shareFile } from './service.ts';
