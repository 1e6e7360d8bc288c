// The home page's emergency contact cards (spec 02 "Home"): a member's first HLC and PVG
// contacts, or a few sample ones for a visitor. Optional: a member with no contacts sees nothing.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmergencyContactsQuery } from '../../__generated__/EmergencyContactsQuery.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { SampleEmergencyContacts } from '../sample-data/SampleEmergencyContacts.tsx';
import { ContactCard } from './ContactCard.tsx';
import { CONTACT_KINDS, type ContactKind } from './kinds.ts';
import { useSessionKey } from './useSessionKey.ts';
import * as styles from './contacts.css.ts';

/** How many of each kind the home page shows. */
export const HOME_CONTACTS = 2;

export function EmergencyContacts() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Session />
      </Suspense>
    </ErrorBoundary>
  );
}

function Session() {
  const sessionKey = useSessionKey();
  return <MemberEmergencyContacts key={sessionKey} sessionKey={sessionKey} />;
}

function MemberEmergencyContacts({ sessionKey }: { sessionKey: string }) {
  const { viewer } = useLazyLoadQuery<EmergencyContactsQuery>(
    graphql`
      query EmergencyContactsQuery($count: Int!) {
        viewer {
          hlcContacts(first: $count) {
            edges {
              node {
                id
                ...ContactCard_contact
              }
            }
          }
          pvgContacts(first: $count) {
            edges {
              node {
                id
                ...ContactCard_contact
              }
            }
          }
        }
      }
    `,
    { count: HOME_CONTACTS },
    { fetchPolicy: 'store-and-network', fetchKey: sessionKey },
  );
  if (!viewer) return <SampleEmergencyContacts count={HOME_CONTACTS} />;
  const lists: [ContactKind, typeof viewer.hlcContacts.edges][] = [
    ['hlc', viewer.hlcContacts.edges],
    ['pvg', viewer.pvgContacts.edges],
  ];
  if (lists.every(([, edges]) => edges.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="emergency-contacts">
      <h2 id="emergency-contacts">Emergency Contacts</h2>
      {lists.map(
        ([kind, edges]) =>
          edges.length > 0 && (
            <div key={kind} className={styles.section}>
              <div className={styles.sectionHeader}>
                <h3>{CONTACT_KINDS[kind].title}</h3>
                <ButtonLink variant="secondary" href={CONTACT_KINDS[kind].path}>
                  All {CONTACT_KINDS[kind].title}
                </ButtonLink>
              </div>
              <ul className={styles.list}>
                {edges.map(({ node }) => (
                  <ContactCard key={node.id} contact={node} headingLevel={4} />
                ))}
              </ul>
            </div>
          ),
      )}
    </section>
  );
}
