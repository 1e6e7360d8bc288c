// Fetch keys made once per account and page, kept outside React. A component that has not been
// shown yet loses its state each time React throws a render away and begins it again (a request
// answered mid-render does that), so a key made in its state would be new on every attempt: a new
// request each time, whose answer begins the render once more. On a slow phone the render can take
// longer than the request, and the page would never be shown.

const keys = new Map<string, number>();
let last = 0;

/** The same number for one `scope` and account for the life of the page; a new one for another account. */
export function accountFetchKey(scope: string, account: string | null): number {
  const name = `${scope}\u0000${account ?? ''}`;
  let key = keys.get(name);
  if (key === undefined) {
    key = Math.max(Date.now(), last + 1);
    last = key;
    keys.set(name, key);
  }
  return key;
}
