// Whether the first screen is done (the page has fetched nothing for a moment, lib/after-quiet.ts):
// parts the first screen does not show (the header's menus) load only then.
import { useEffect, useState } from 'react';
import { afterQuiet } from '../lib/after-quiet.ts';

export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => afterQuiet(() => setDone(true)), []);
  return done;
}
