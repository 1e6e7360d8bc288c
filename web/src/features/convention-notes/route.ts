// What the router needs before the Regional Convention Notes screen's code arrives: the size of
// the first page of notes (docs/product/convention-notes.md).
export const PAGE_SIZE = 20;
