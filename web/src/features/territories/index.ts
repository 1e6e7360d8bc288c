// What the territories offer the calendar: the return visits coming up in the member's territories.
export { UpcomingReturnVisits } from './UpcomingReturnVisits.tsx';
