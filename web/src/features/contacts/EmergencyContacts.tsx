// The home page's emergency contact cards: a member's first HLC and PVG contacts, or a few sample
// ones for a visitor. Optional: a member with no contacts sees nothing (docs/product/contacts.md).
// Home's query brings them; for someone who signs in on home they are loaded here.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { EmergencyContacts_viewer$key } from '../../__generated__/EmergencyContacts_viewer.graphql';
import type { EmergencyContactsQuery } from '../../__generated__/EmergencyContactsQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useReloadableQuery, useViewerId } from '../../platform/page-query.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { SampleEmergencyContacts } from './SampleEmergencyContacts.tsx';
import { ContactCard } from './ContactCard.tsx';
import { PATH_OF_KIND, type ContactKind } from './kinds.ts';
import { HOME_CONTACTS, homeVariables } from './route.ts';
import * as styles from './contacts.css.ts';

const newViewerQuery = graphql`
  query EmergencyContactsQuery($count: Int!) {
    viewer {
      ...EmergencyContacts_viewer @arguments(count: $count)
    }
  }
`;
const variables = homeVariables();

/**
 * `viewer` is home's member (null for a visitor); `preloaded` is false once someone signed in on
 * home, whose contacts home's query did not fetch.
 */
export function EmergencyContacts({ viewer, preloaded }: { viewer: EmergencyContacts_viewer$key | null; preloaded: boolean }) {
  const viewerId = useViewerId();
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        {!viewer ? (
          <SampleEmergencyContacts count={HOME_CONTACTS} />
        ) : preloaded ? (
          <Cards viewer={viewer} />
        ) : (
          <ForNewViewer key={viewerId ?? 'visitor'} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

function ForNewViewer() {
  const [queryRef] = useReloadableQuery<EmergencyContactsQuery>(newViewerQuery, null, variables);
  return queryRef ? <Loaded queryRef={queryRef} /> : null;
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<EmergencyContactsQuery> }) {
  const { viewer } = usePreloadedQuery<EmergencyContactsQuery>(newViewerQuery, queryRef);
  return viewer ? <Cards viewer={viewer} /> : <SampleEmergencyContacts count={HOME_CONTACTS} />;
}

function Cards({ viewer: key }: { viewer: EmergencyContacts_viewer$key }) {
  const { t } = useTranslation('contacts');
  const viewer = useFragment(
    graphql`
      fragment EmergencyContacts_viewer on User @argumentDefinitions(count: { type: "Int!" }) {
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
    `,
    key,
  );
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
