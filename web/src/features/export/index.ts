// What the data export offers the account's settings: downloading and importing the member's data.
export { DownloadMyData } from './DownloadMyData.tsx';
export { ImportMyData } from './ImportMyData.tsx';
