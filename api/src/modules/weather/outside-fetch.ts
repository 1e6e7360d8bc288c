// A GET to an outside service, given `timeoutMs` in all. A connection the service closed while it
// sat idle in the pool fails at once with a network error; that one case is tried again, within
// the same time limit, so an idle keep-alive timeout never shows a member a failure.
export async function fetchOutside(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return fetch(url, { ...init, signal });
  }
}
