// The visitor's sample contacts (GraphQL `sampleData`), fetched once and kept in the store.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useSampleDataQuery } from '../../__generated__/useSampleDataQuery.graphql';

export function useSampleData() {
  return useLazyLoadQuery<useSampleDataQuery>(
    graphql`
      query useSampleDataQuery {
        sampleData {
          hlcContacts {
            name
            position
            phoneNumber
            hospital
          }
          pvgContacts {
            name
            position
            phoneNumber
            address
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  ).sampleData;
}

export interface SampleContact {
  name: string;
  position: string;
  phoneNumber: string;
  /** The hospital (HLC) or the address (PVG). */
  detail: string;
  detailLabel: 'Hospital' | 'Address';
}

export function sampleContactsOf(data: ReturnType<typeof useSampleData>, kind: 'hlc' | 'pvg'): SampleContact[] {
  return kind === 'hlc'
    ? data.hlcContacts.map((c) => ({ ...c, detail: c.hospital, detailLabel: 'Hospital' as const }))
    : data.pvgContacts.map((c) => ({ ...c, detail: c.address, detailLabel: 'Address' as const }));
}
