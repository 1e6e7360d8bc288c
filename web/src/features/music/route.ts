// What the router needs before the songs screen's code arrives: the size of the first page of songs.
export const PAGE_SIZE = 24;
