// What the contacts offer the home page: its emergency contact cards.
export { EmergencyContacts } from './EmergencyContacts.tsx';
