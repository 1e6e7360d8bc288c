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
  /** A key of `sampleData:detail`. */
  detailLabel: 'hospital' | 'address';
}

export function sampleContactsOf(data: ReturnType<typeof useSampleData>, kind: 'HLC' | 'PVG'): SampleContact[] {
  return kind === 'HLC'
    ? data.hlcContacts.map((c) => ({ ...c, detail: c.hospital, detailLabel: 'hospital' as const }))
    : data.pvgContacts.map((c) => ({ ...c, detail: c.address, detailLabel: 'address' as const }));
}
