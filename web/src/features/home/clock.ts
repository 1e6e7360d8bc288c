// Home's clock (spec 01 section 2.2): 24-hour time refreshed every second, the date, and a
// caption by time of day.
import { useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 1000;

export function caption(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Time for morning ministry';
  if (hour < 17) return 'Time for afternoon service';
  return 'Time for family worship';
}

export const formatTime = (date: Date) =>
  date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
