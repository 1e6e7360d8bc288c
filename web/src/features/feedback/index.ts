// What the feedback offers the admin panel: the support inbox.
export { FeedbackInbox } from './FeedbackInbox.tsx';
