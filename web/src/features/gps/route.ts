// The variables of the map page's territory query, kept apart from the screens' code so the
// router can start it with the page's own (web/src/app/route-table.ts).
import type { LoaderFunctionArgs } from '../../platform/router.tsx';

/** The territory the address names (/map?territoryId=…), or null: the plain map needs no query. */
export function mapTerritoryVariables({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('territoryId');
  return id ? { id } : null;
}
