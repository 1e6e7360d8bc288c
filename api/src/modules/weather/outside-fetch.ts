// A GET to an outside service, given `timeoutMs` in all. A connection the service closed while it
// sat idle in the pool fails at once with a network error; that one case is tried again, within
// the same time limit, so an idle keep-alive timeout never shows a member a failure.
//
// A redirect is never followed: the 3xx answer itself comes back, which is not `ok`, so the
// caller treats it as the failed call it is. The destinations come from configuration; an answer
// must not send the server on to another address (another host, or one inside the network).
export async function fetchOutside(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  const request: RequestInit = { ...init, redirect: 'manual', signal };
  try {
    return await fetch(url, request);
  } catch (error) {
    if (signal.aborted) throw error;
    return fetch(url, request);
  }
}
