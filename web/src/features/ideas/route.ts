// The variables of the ideas list's query, kept apart from the screens' code so the router can
// start it with the page's own (web/src/app/route-table.ts).

/** Ideas per page of the list. */
export const PAGE_SIZE = 20;

export const ideaListVariables = () => ({ count: PAGE_SIZE });
