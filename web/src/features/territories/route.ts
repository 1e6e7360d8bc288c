// What the router needs before the territories screen's code arrives: the first page's size and
// the member's own day, against which overdue is judged (docs/product/territories.md).
import { memberToday } from './figures.ts';

export const PAGE_SIZE = 20;

export const territoriesVariables = () => ({ today: memberToday(), count: PAGE_SIZE });
