// What the service group offers the admin panel: the members waiting to join a group.
export { WaitingMembers } from './WaitingMembers.tsx';
