// The variables of the contact lists' queries, kept apart from the screens' code so the router can
// start them without loading the screens first (web/src/app/route-table.ts).
import type { LoaderFunctionArgs } from '../../platform/router.tsx';
import { kindOfPath } from './kinds.ts';

/** Contacts per page of a list. */
export const PAGE_SIZE = 20;
/** How many of each kind the home page shows. */
export const HOME_CONTACTS = 2;

/** /hlc and /pvg: the list of the kind the address names. */
export const contactsVariables = ({ request }: LoaderFunctionArgs) => ({ kind: kindOfPath(new URL(request.url).pathname), count: PAGE_SIZE });

export const homeVariables = () => ({ count: HOME_CONTACTS });
