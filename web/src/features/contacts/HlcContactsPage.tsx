// HLC Contacts (/hlc): the member's HLC contacts, or the sample ones for a visitor.
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { HlcContactsPage_viewer$key } from '../../__generated__/HlcContactsPage_viewer.graphql';
import type { HlcContactsPageQuery } from '../../__generated__/HlcContactsPageQuery.graphql';
import { SampleContacts } from '../sample-data/SampleContacts.tsx';
import { ContactList, PAGE_SIZE } from './ContactList.tsx';
import { ContactsScreen } from './ContactsScreen.tsx';

export function HlcContactsPage() {
  return (
    <ContactsScreen kind="hlc">{(sessionKey) => <HlcContacts sessionKey={sessionKey} />}</ContactsScreen>
  );
}

function HlcContacts({ sessionKey }: { sessionKey: string }) {
  const { viewer } = useLazyLoadQuery<HlcContactsPageQuery>(
    graphql`
      query HlcContactsPageQuery($count: Int!) {
        viewer {
          ...HlcContactsPage_viewer @arguments(count: $count)
        }
      }
    `,
    { count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: sessionKey },
  );
  return viewer ? <HlcContactList viewer={viewer} /> : <SampleContacts kind="hlc" />;
}

function HlcContactList({ viewer }: { viewer: HlcContactsPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HlcContactsPage_viewer on User
      @refetchable(queryName: "HlcContactsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        hlcContacts(first: $count, after: $cursor) @connection(key: "HlcContactsPage_hlcContacts") {
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
  const connection = data.hlcContacts;
  return (
    <ContactList
      kind="hlc"
      connectionId={connection.__id}
      totalCount={connection.totalCount}
      contacts={connection.edges.map((edge) => edge.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
