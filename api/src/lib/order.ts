// The one order of every member's list: newest first, the id breaking ties between rows written in
// the same millisecond, so that cursors and pages stay stable.
export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
