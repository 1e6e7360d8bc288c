// The variables of the page's preloaded query, kept apart from the page's code so the router can
// start the query without loading the screen first (web/src/app/routes.tsx).
export const HISTORY_PAGE_SIZE = 10;

export const serviceGroupPageVariables = () => ({ count: HISTORY_PAGE_SIZE });
