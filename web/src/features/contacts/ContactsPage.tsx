// HLC Contacts (/hlc) and PVG Contacts (/pvg): one screen for both lists, the kind taken from the
// address. The title and description stay put while the list loads (four card placeholders) or
// fails (a retry); a member sees their own contacts, a visitor the sample ones. The list is
// fetched anew for each person who signs in. Screens, rules and messages: docs/product/contacts.md.
import { Fragment, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { ContactsPageQuery } from '../../__generated__/ContactsPageQuery.graphql';
import type { ContactsPage_viewer$key } from '../../__generated__/ContactsPage_viewer.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { SampleContacts } from '../sample-data/SampleContacts.tsx';
import { ContactList, ContactsLoading, PAGE_SIZE } from './ContactList.tsx';
import { kindOfPath, type ContactKind } from './kinds.ts';
import { useSessionKey } from './useSessionKey.ts';
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
          <Session kind={kind} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Session({ kind }: { kind: ContactKind }) {
  const sessionKey = useSessionKey();
  return (
    <Fragment key={`${sessionKey}:${kind}`}>
      <Contacts kind={kind} sessionKey={sessionKey} />
    </Fragment>
  );
}

function Contacts({ kind, sessionKey }: { kind: ContactKind; sessionKey: string }) {
  const { viewer } = useLazyLoadQuery<ContactsPageQuery>(
    graphql`
      query ContactsPageQuery($kind: ContactKind!, $count: Int!) {
        viewer {
          ...ContactsPage_viewer @arguments(kind: $kind, count: $count)
        }
      }
    `,
    { kind, count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: sessionKey },
  );
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
