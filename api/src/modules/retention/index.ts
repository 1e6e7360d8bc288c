// The bounds of how long householder records are kept, which the app settings' input checks.
export { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from './rules.ts';
