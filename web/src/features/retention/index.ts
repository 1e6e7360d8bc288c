// What retention offers the pages of householder records (notes, territories, return visits): the
// notice of the records about to be cleared.
export { RetentionNotice } from './RetentionNotice.tsx';
