// What sharing offers the videos page: the list of what others shared with the member, with its
// query, and a video's Share button.
export { ShareVideoButton } from './ShareVideoButton.tsx';
export { SharedWithMe, sharedWithMeQuery } from './SharedWithMe.tsx';
