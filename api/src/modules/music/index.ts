// Where the songs are stored, for an account's deletion, which removes the member's files.
export { songDir } from './service.ts';
