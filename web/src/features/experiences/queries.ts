// The variables of the experiences queries, kept apart from the screens' code so the router can
// start the page's query without loading the screen first (web/src/app/routes.tsx).
export const PAGE_SIZE = 10;

export const experiencesVariables = () => ({ count: PAGE_SIZE });
