// What the router needs before the Return Visits screen's code arrives: how many visits the first
// page holds. The Due list is read from the same visits on the device, so it follows writes made
// with no signal; the list is soonest next visit first, so the first page holds the due ones.
export const PAGE_SIZE = 30;

export const returnVisitsVariables = () => ({ count: PAGE_SIZE });
