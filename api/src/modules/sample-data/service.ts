// The sample data shown to visitors without an account (docs/product/contacts.md, "Sample
// data"): a few HLC and PVG contacts so the contact screens and the home page show what they do.
// Every name, number and place is made up; the numbers are in the 555-01xx range kept for fiction.
// A position is one of the contacts' own (GraphQL gives its ContactPosition code, which the screens
// write in the visitor's language; REST the spec's English word).
import type { Position } from '../contacts/index.ts';

export interface SampleHlcContact {
  name: string;
  position: Position;
  phoneNumber: string;
  hospital: string;
}

export interface SamplePvgContact {
  name: string;
  position: Position;
  phoneNumber: string;
  address: string;
}

export interface SampleData {
  hlcContacts: SampleHlcContact[];
  pvgContacts: SamplePvgContact[];
}

const SAMPLE_DATA: SampleData = {
  hlcContacts: [
    { name: 'Daniel Reyes', position: 'Chairman', phoneNumber: '(910) 555-0101', hospital: 'Example Regional Medical Center' },
    { name: 'Grace Whitfield', position: 'Secretary', phoneNumber: '(910) 555-0102', hospital: 'Demo Valley Hospital' },
    { name: 'Samuel Osei', position: 'Coordinator', phoneNumber: '(910) 555-0103', hospital: 'Example Regional Medical Center' },
  ],
  pvgContacts: [
    { name: 'Ruth Nakamura', position: 'Coordinator', phoneNumber: '(910) 555-0111', address: '100 Example Avenue, Sampletown' },
    { name: 'Peter Lindqvist', position: 'Volunteer', phoneNumber: '(910) 555-0112', address: '200 Demo Street, Sampletown' },
    { name: 'Esther Mbeki', position: 'Member', phoneNumber: '(910) 555-0113', address: '300 Placeholder Road, Sampletown' },
  ],
};

/** Public: the same for everyone, signed in or not. */
export function sampleData(): SampleData {
  return SAMPLE_DATA;
}
