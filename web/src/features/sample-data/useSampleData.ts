// The visitor's sample contacts (GraphQL `sampleData`), fetched once and kept in the store: with
// home's query on home, by their own query elsewhere.
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { useSampleData_contacts$key } from '../../__generated__/useSampleData_contacts.graphql';
import type { useSampleDataQuery } from '../../__generated__/useSampleDataQuery.graphql';

/**
 * The sample contacts' fields. Home's query spreads them too, so a visitor's home shows its sample
 * cards in its first paint instead of fetching them after it (and moving the page under the
 * visitor's finger when they arrive).
 */
export const sampleContactsFragment = graphql`
  fragment useSampleData_contacts on Query {
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
`;

export function useSampleData() {
  const query = useLazyLoadQuery<useSampleDataQuery>(
    graphql`
      query useSampleDataQuery {
        ...useSampleData_contacts
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return useFragment<useSampleData_contacts$key>(sampleContactsFragment, query).sampleData;
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
