// The variables of the notes list's query, kept apart from the screens' code so the router can
// start it with the page's own (web/src/app/route-table.ts).

/** Notes per page of the list. */
export const PAGE_SIZE = 20;

/** The list for a search (none: every note). */
export const noteListVariables = (search = '') => ({ search: search || null, count: PAGE_SIZE });
