// Home's clock (docs/product/shell.md, "Home"): 24-hour time refreshed every second, the date in
// the reader's language, and a caption by time of day.
import { useEffect, useState } from 'react';
import { dateTimeFormat } from '../../i18n/format.ts';

export const CLOCK_TICK_MS = 1000;

/** The caption's key in `home:captions`. */
export function caption(date: Date): 'morning' | 'afternoon' | 'evening' {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export const formatTime = (date: Date, locale = 'en', withSeconds = true) =>
  dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...(withSeconds ? { second: '2-digit' } : {}), hourCycle: 'h23' }).format(date);

export const formatDate = (date: Date, locale = 'en') =>
  dateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
