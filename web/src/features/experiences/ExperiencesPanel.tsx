// The Ministry Experiences panel (docs/product/experiences.md): on /ministry-experiences, where
// its data comes with the page's preloaded query, and embedded on /notes, where it fetches its
// own. My Experiences and Shared Experiences tabs with counts, the add/edit and share dialogs,
// and live updates from the group. Renders nothing for a visitor.
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ExperiencesPanel_viewer$key } from '../../__generated__/ExperiencesPanel_viewer.graphql';
import type { ExperiencesPanelQuery } from '../../__generated__/ExperiencesPanelQuery.graphql';
import MyExperiencesFragment, { type MyExperiencesList_viewer$key } from '../../__generated__/MyExperiencesList_viewer.graphql';
import SharedExperiencesFragment, { type SharedExperiencesList_viewer$key } from '../../__generated__/SharedExperiencesList_viewer.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
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

/** The panel; `viewer` is the page's preloaded data, or absent for the panel to fetch its own. */
export function ExperiencesPanel({ viewer }: { viewer?: ExperiencesPanel_viewer$key }) {
  return (
    <section className={styles.panel} aria-labelledby="experiences-heading">
      <ErrorBoundary>
        <Suspense fallback={<ExperiencesLoading />}>{viewer ? <SignedInPanel viewer={viewer} /> : <OwnQuery />}</Suspense>
      </ErrorBoundary>
    </section>
  );
}

function OwnQuery() {
  const { t } = useTranslation('experiences');
  const { viewer } = useLazyLoadQuery<ExperiencesPanelQuery>(
    graphql`
      query ExperiencesPanelQuery($count: Int!) {
        viewer {
          ...ExperiencesPanel_viewer @arguments(count: $count)
        }
      }
    `,
    // The page size goes as a variable: the API's cost limit multiplies a literal `first`.
    experiencesVariables(),
    { fetchPolicy: 'store-and-network' },
  );
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
        groupNumber
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
        onClose={() => setSharing(null)}
      />
    </>
  );
}
