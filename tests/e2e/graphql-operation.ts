// Which GraphQL operation a request of the app asks for, so a spec can hold or answer one of them
// on its way (the app sends the operation's name beside its persisted hash).
import type { Route } from '@playwright/test';

/** The operation's name, or '' when the request is not a JSON GraphQL request. */
export function operationOf(route: Route): string {
  try {
    return (JSON.parse(route.request().postData() ?? '{}') as { operationName?: string }).operationName ?? '';
  } catch {
    return '';
  }
}
