// What check-ins offer the service group's page: the card that starts one and the group's log.
export { CheckInLog } from './CheckInLog.tsx';
export { StartCheckInCard } from './StartCheckInCard.tsx';
