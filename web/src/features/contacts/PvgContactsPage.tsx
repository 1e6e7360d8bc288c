// PVG Contacts (/pvg): the member's PVG contacts, or the sample ones for a visitor.
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { PvgContactsPage_viewer$key } from '../../__generated__/PvgContactsPage_viewer.graphql';
import type { PvgContactsPageQuery } from '../../__generated__/PvgContactsPageQuery.graphql';
import { SampleContacts } from '../sample-data/SampleContacts.tsx';
import { ContactList, PAGE_SIZE } from './ContactList.tsx';
import { ContactsScreen } from './ContactsScreen.tsx';

export function PvgContactsPage() {
  return (
    <ContactsScreen kind="pvg">{(sessionKey) => <PvgContacts sessionKey={sessionKey} />}</ContactsScreen>
  );
}

function PvgContacts({ sessionKey }: { sessionKey: string }) {
  const { viewer } = useLazyLoadQuery<PvgContactsPageQuery>(
    graphql`
      query PvgContactsPageQuery($count: Int!) {
        viewer {
          ...PvgContactsPage_viewer @arguments(count: $count)
        }
      }
    `,
    { count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: sessionKey },
  );
  return viewer ? <PvgContactList viewer={viewer} /> : <SampleContacts kind="pvg" />;
}

function PvgContactList({ viewer }: { viewer: PvgContactsPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment PvgContactsPage_viewer on User
      @refetchable(queryName: "PvgContactsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        pvgContacts(first: $count, after: $cursor) @connection(key: "PvgContactsPage_pvgContacts") {
          __id
          totalCount
          edges {
            node {
              id
              ...ContactCard_contact
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.pvgContacts;
  return (
    <ContactList
      kind="pvg"
      connectionId={connection.__id}
      totalCount={connection.totalCount}
      contacts={connection.edges.map((edge) => edge.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
