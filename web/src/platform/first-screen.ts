// Whether the first screen is done (the page has fetched nothing for a moment, lib/after-quiet.ts)
// and the link is free (no delivery of the member's writes under way): parts the first screen does
// not show (the header's menus, the startup notices) load only then.
import { useEffect, useState } from 'react';
import { afterQuietAndFree } from '../lib/after-quiet.ts';

export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => (done ? undefined : afterQuietAndFree(() => setDone(true))), [done]);
  return done;
}
