// The frame of /hlc and /pvg: the title and description stay put while the list loads (four card
// placeholders) or fails (a retry); the list itself is the kind's own query, fetched anew for
// each person who signs in.
import { Fragment, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { ContactsLoading } from './ContactList.tsx';
import { useSessionKey } from './useSessionKey.ts';
import { CONTACT_KINDS, type ContactKind } from './kinds.ts';
import * as styles from './contacts.css.ts';

export function ContactsScreen({ kind, children }: { kind: ContactKind; children: (sessionKey: string) => ReactNode }) {
  const text = CONTACT_KINDS[kind];
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <div>
        <h1>{text.title}</h1>
        <p className={styles.subtitle}>{text.subtitle}</p>
      </div>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<ContactsLoading />}>
          <Session>{children}</Session>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Session({ children }: { children: (sessionKey: string) => ReactNode }) {
  const sessionKey = useSessionKey();
  return <Fragment key={sessionKey}>{children(sessionKey)}</Fragment>;
}
