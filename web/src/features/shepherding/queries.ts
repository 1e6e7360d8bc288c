// The variables of the page's preloaded query, kept apart from the page's code so the router can
// start the query without loading the screen first (web/src/app/routes.tsx).
export const PAGE_SIZE = 20;

export const shepherdingPageVariables = () => ({ count: PAGE_SIZE });
