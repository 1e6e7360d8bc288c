// HLC Contacts (/hlc) and PVG Contacts (/pvg): one screen for both lists, the kind taken from the
// address. The title and description stay put while the list loads (four card placeholders) or
// fails (a retry); a member sees their own contacts, a visitor the sample ones. The route starts the
// list's query with the page's code (the kind from the address); it is fetched anew for each person
// who signs in on the page. Screens, rules and messages: docs/product/contacts.md.
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from '../../platform/router.tsx';
import type { ContactsPageQuery } from '../../__generated__/ContactsPageQuery.graphql';
import type { ContactsPage_viewer$key } from '../../__generated__/ContactsPage_viewer.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { usePageQuery, usePreloadedForViewer, useReloadableQuery, useViewerId } from '../../platform/page-query.ts';
import { SampleContacts } from './SampleContacts.tsx';
import { ContactList, ContactsLoading } from './ContactList.tsx';
import { kindOfPath, type ContactKind } from './kinds.ts';
import { PAGE_SIZE } from './route.ts';
import * as styles from './contacts.css.ts';

export function ContactsPage() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const { t } = useTranslation('contacts');
  return (
    <div className={styles.page}>
      <div>
        <h1>{t(`kind.${kind}.title`)}</h1>
        <p className={styles.subtitle}>{t(`kind.${kind}.subtitle`)}</p>
      </div>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<ContactsLoading />}>
          <Contacts kind={kind} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

const contactsQuery = graphql`
  query ContactsPageQuery($kind: ContactKind!, $count: Int!) {
    viewer {
      ...ContactsPage_viewer @arguments(kind: $kind, count: $count)
    }
  }
`;

function Contacts({ kind }: { kind: ContactKind }) {
  const { viewer } = usePageQuery<ContactsPageQuery>(contactsQuery);
  const preloaded = usePreloadedForViewer();
  const viewerId = useViewerId();
  if (!viewer) return <SampleContacts kind={kind} />;
  return preloaded ? <MemberContacts kind={kind} viewer={viewer} /> : <ForNewViewer key={viewerId ?? 'visitor'} kind={kind} />;
}

/** The list of someone who signed in on the page: the route's query was the previous person's. */
function ForNewViewer({ kind }: { kind: ContactKind }) {
  const variables = useMemo(() => ({ kind, count: PAGE_SIZE }), [kind]);
  const [queryRef] = useReloadableQuery<ContactsPageQuery>(contactsQuery, null, variables);
  return queryRef ? <Loaded kind={kind} queryRef={queryRef} /> : <ContactsLoading />;
}

function Loaded({ kind, queryRef }: { kind: ContactKind; queryRef: PreloadedQuery<ContactsPageQuery> }) {
  const { viewer } = usePreloadedQuery<ContactsPageQuery>(contactsQuery, queryRef);
  return viewer ? <MemberContacts kind={kind} viewer={viewer} /> : <SampleContacts kind={kind} />;
}

function MemberContacts({ kind, viewer }: { kind: ContactKind; viewer: ContactsPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ContactsPage_viewer on User
      @refetchable(queryName: "ContactsPagePaginationQuery")
      @argumentDefinitions(kind: { type: "ContactKind!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        contacts(kind: $kind, first: $count, after: $cursor) @connection(key: "ContactsPage_contacts", filters: ["kind"]) {
          __id
          totalCount
          positions
          defaultPosition
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
  const connection = data.contacts;
  return (
    <ContactList
      kind={kind}
      connectionId={connection.__id}
      totalCount={connection.totalCount}
      positions={connection.positions}
      defaultPosition={connection.defaultPosition}
      contacts={connection.edges.map((edge) => edge.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
