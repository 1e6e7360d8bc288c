// The home page's emergency contact cards: a member's first HLC and PVG contacts, or a few sample
// ones for a visitor. Optional: a member with no contacts sees nothing (docs/product/contacts.md).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EmergencyContactsQuery } from '../../__generated__/EmergencyContactsQuery.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { SampleEmergencyContacts } from '../sample-data/SampleEmergencyContacts.tsx';
import { ContactCard } from './ContactCard.tsx';
import { PATH_OF_KIND, type ContactKind } from './kinds.ts';
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
  const { t } = useTranslation('contacts');
  const { viewer } = useLazyLoadQuery<EmergencyContactsQuery>(
    graphql`
      query EmergencyContactsQuery($count: Int!) {
        viewer {
          hlc: contacts(kind: HLC, first: $count) {
            edges {
              node {
                id
                ...ContactCard_contact
              }
            }
          }
          pvg: contacts(kind: PVG, first: $count) {
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
  const lists: [ContactKind, typeof viewer.hlc.edges][] = [
    ['HLC', viewer.hlc.edges],
    ['PVG', viewer.pvg.edges],
  ];
  if (lists.every(([, edges]) => edges.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="emergency-contacts">
      <h2 id="emergency-contacts">{t('emergency.title')}</h2>
      {lists.map(
        ([kind, edges]) =>
          edges.length > 0 && (
            <div key={kind} className={styles.section}>
              <div className={styles.sectionHeader}>
                <h3>{t(`kind.${kind}.title`)}</h3>
                <ButtonLink variant="secondary" href={PATH_OF_KIND[kind]}>
                  {t('emergency.all', { title: t(`kind.${kind}.title`) })}
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
