// What the return visits offer the calendar: the visits planned for its days.
export { PlannedReturnVisits } from './PlannedReturnVisits.tsx';
