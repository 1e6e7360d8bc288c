// The Ministry Experiences panel (docs/product/experiences.md): on /ministry-experiences, where
// its data comes with the page's preloaded query, and embedded on /notes, whose route starts the
// panel's own query (or the panel loads it, for someone who signed in on the page). My Experiences and Shared Experiences tabs with counts, the add/edit and share dialogs,
// and live updates from the group. Renders nothing for a visitor.
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ExperiencesPanel_viewer$key } from '../../__generated__/ExperiencesPanel_viewer.graphql';
import type { ExperiencesPanelQuery } from '../../__generated__/ExperiencesPanelQuery.graphql';
import MyExperiencesFragment, { type MyExperiencesList_viewer$key } from '../../__generated__/MyExperiencesList_viewer.graphql';
import SharedExperiencesFragment, { type SharedExperiencesList_viewer$key } from '../../__generated__/SharedExperiencesList_viewer.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useReloadableQuery } from '../../platform/page-query.ts';
import { Button } from '../../ui/Button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { ExperienceFormDialog, type EditTarget } from './ExperienceFormDialog.tsx';
import { MyExperiencesList } from './MyExperiencesList.tsx';
import type { OwnExperience } from './OwnExperienceCard.tsx';
import { experiencesVariables } from './queries.ts';
import { ShareExperienceDialog } from './ShareExperienceDialog.tsx';
import { SharedExperiencesList } from './SharedExperiencesList.tsx';
import { useExperienceSubscriptions } from './useExperienceSubscriptions.ts';
import * as styles from './experiences.css.ts';

export function ExperiencesLoading() {
  const { t } = useTranslation('experiences');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

export const experiencesPanelQuery = graphql`
  query ExperiencesPanelQuery($count: Int!) {
    viewer {
      ...ExperiencesPanel_viewer @arguments(count: $count)
    }
  }
`;
// The page size goes as a variable: the API's cost limit multiplies a literal `first`.
const variables = experiencesVariables();

type Props =
  /** The page's preloaded data (/ministry-experiences). */
  | { viewer: ExperiencesPanel_viewer$key; preloaded?: never }
  /** The panel's own query as its route started it, or null for the panel to load it. */
  | { viewer?: never; preloaded: PreloadedQuery<ExperiencesPanelQuery> | null };

export function ExperiencesPanel({ viewer, preloaded }: Props) {
  return (
    <section className={styles.panel} aria-labelledby="experiences-heading">
      <ErrorBoundary>
        <Suspense fallback={<ExperiencesLoading />}>{viewer ? <SignedInPanel viewer={viewer} /> : <OwnQuery preloaded={preloaded ?? null} />}</Suspense>
      </ErrorBoundary>
    </section>
  );
}

function OwnQuery({ preloaded }: { preloaded: PreloadedQuery<ExperiencesPanelQuery> | null }) {
  const [queryRef] = useReloadableQuery<ExperiencesPanelQuery>(experiencesPanelQuery, preloaded, variables);
  return queryRef ? <Loaded queryRef={queryRef} /> : <ExperiencesLoading />;
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<ExperiencesPanelQuery> }) {
  const { t } = useTranslation('experiences');
  const { viewer } = usePreloadedQuery<ExperiencesPanelQuery>(experiencesPanelQuery, queryRef);
  if (!viewer) {
    return (
      <h2 id="experiences-heading" className="visually-hidden">
        {t('title')}
      </h2>
    );
  }
  return <SignedInPanel viewer={viewer} />;
}

function MyCount({ viewer }: { viewer: MyExperiencesList_viewer$key }) {
  const { t } = useTranslation('experiences');
  return <>{t('tabs.mine', { count: useFragment(MyExperiencesFragment, viewer).experiences.totalCount })}</>;
}
function SharedCount({ viewer }: { viewer: SharedExperiencesList_viewer$key }) {
  const { t } = useTranslation('experiences');
  return <>{t('tabs.shared', { count: useFragment(SharedExperiencesFragment, viewer).sharedExperiences.totalCount })}</>;
}

function SignedInPanel({ viewer: key }: { viewer: ExperiencesPanel_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment ExperiencesPanel_viewer on User @argumentDefinitions(count: { type: "Int!" }) {
        id
        # The author of an experience written on this device, until the server has it.
        fullName
        groupNumber
        groupPending
        groupMembers {
          userId
          username
        }
        ...MyExperiencesList_viewer @arguments(count: $count)
        ...SharedExperiencesList_viewer @arguments(count: $count)
      }
    `,
    key,
  );
  const { t } = useTranslation('experiences');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [sharing, setSharing] = useState<OwnExperience | null>(null);
  useExperienceSubscriptions(viewer.id);

  const others = viewer.groupMembers.filter((m) => m.userId !== viewer.id);
  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (experience: OwnExperience) => {
    setEditing({ id: experience.id, title: experience.title, content: experience.content });
    setFormOpen(true);
  };

  return (
    <>
      <div className={styles.panelHeader}>
        <h2 id="experiences-heading" className={styles.panelTitle}>
          {t('title')}
        </h2>
        <Button onPress={openAdd}>
          <Plus aria-hidden="true" className={styles.icon} />
          {t('add')}
        </Button>
      </div>
      <Tabs>
        <TabList aria-label={t('tabs.label')}>
          <Tab id="mine">
            <MyCount viewer={viewer} />
          </Tab>
          <Tab id="shared">
            <SharedCount viewer={viewer} />
          </Tab>
        </TabList>
        <TabPanel id="mine">
          <MyExperiencesList viewer={viewer} onEdit={openEdit} onShare={setSharing} />
        </TabPanel>
        <TabPanel id="shared">
          <SharedExperiencesList viewer={viewer} />
        </TabPanel>
      </Tabs>
      <ExperienceFormDialog viewerId={viewer.id} isOpen={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <ShareExperienceDialog
        viewerId={viewer.id}
        experience={sharing}
        members={others}
        groupNumber={viewer.groupNumber}
        inGroup={viewer.groupNumber !== 'NONE' && !viewer.groupPending}
        onClose={() => setSharing(null)}
      />
    </>
  );
}
