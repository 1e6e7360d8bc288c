// A form opened on a record keeps that record while it is open. A record made on this device
// takes the id the server gave it once it is delivered (offline/sync.ts), and a fragment read
// through the old id then finds nothing: without this the open Edit form would turn into an Add
// form and save a second record.
import { useRef } from 'react';

/**
 * The last present value: `value` itself, or, once it is gone (a fragment of a record no longer in
 * the store reads as null or undefined), what it was before.
 */
export function useHeld<T>(value: T | null | undefined): T | null {
  const held = useRef(value ?? null);
  if (value != null) held.current = value;
  return held.current;
}
