// The report route's variables, apart from the page so the router's bundle does not carry the page.
import type { ReportPageQuery$variables } from '../../__generated__/ReportPageQuery.graphql';
import { deviceTimeZone } from '../../lib/time-zone.ts';
import { deviceToday, lastDayOf } from './format.ts';

/** A month (this one by default), seen from the device's day and time zone. */
export function reportVariables(month?: string): ReportPageQuery$variables {
  const today = deviceToday();
  const shown = month ?? today.slice(0, 7);
  return { month: shown, timeZone: deviceTimeZone(), today, lastDay: lastDayOf(shown) };
}
