// What the /videos route needs before the "Shared with me" list's code arrives: the size of its
// first page (docs/product/sharing.md). The page size goes as a variable: the API's cost limit
// multiplies a literal `first`.
export const PAGE_SIZE = 10;

export const sharedWithMeVariables = () => ({ count: PAGE_SIZE });
