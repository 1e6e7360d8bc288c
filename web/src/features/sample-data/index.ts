// What the visitor's sample data offers the pages a visitor sees: the sample contacts and the
// banner inviting them to create an account.
export { sampleContactsOf, useSampleData } from './useSampleData.ts';
export type { SampleContact } from './useSampleData.ts';
export { VisitorBanner } from './VisitorBanner.tsx';
