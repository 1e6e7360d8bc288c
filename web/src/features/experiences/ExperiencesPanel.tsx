// The Ministry Experiences panel: on /ministry-experiences and embedded on /notes for signed-in
// members. My Experiences and Shared Experiences tabs with counts, the add/edit and share
// dialogs, and live updates from the group. Renders nothing for a visitor.
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ExperiencesPanelQuery } from '../../__generated__/ExperiencesPanelQuery.graphql';
import MyExperiencesFragment, { type MyExperiencesList_viewer$key } from '../../__generated__/MyExperiencesList_viewer.graphql';
import SharedExperiencesFragment, { type SharedExperiencesList_viewer$key } from '../../__generated__/SharedExperiencesList_viewer.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary.tsx';
import { Button } from '../../ui/Button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { ExperienceFormDialog, type EditTarget } from './ExperienceFormDialog.tsx';
import { MyExperiencesList, PAGE_SIZE } from './MyExperiencesList.tsx';
import type { OwnExperience } from './OwnExperienceCard.tsx';
import { ShareExperienceDialog } from './ShareExperienceDialog.tsx';
import { SharedExperiencesList } from './SharedExperiencesList.tsx';
import { useExperienceSubscriptions } from './useExperienceSubscriptions.ts';
import * as styles from './experiences.css.ts';

export function ExperiencesLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading experiences
    </div>
  );
}

export function ExperiencesPanel() {
  return (
    <section className={styles.panel} aria-labelledby="experiences-heading">
      <ErrorBoundary>
        <Suspense fallback={<ExperiencesLoading />}>
          <PanelContent />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function MyCount({ viewer }: { viewer: MyExperiencesList_viewer$key }) {
  return <>{useFragment(MyExperiencesFragment, viewer).experiences.totalCount}</>;
}
function SharedCount({ viewer }: { viewer: SharedExperiencesList_viewer$key }) {
  return <>{useFragment(SharedExperiencesFragment, viewer).sharedExperiences.totalCount}</>;
}

function PanelContent() {
  const { viewer } = useLazyLoadQuery<ExperiencesPanelQuery>(
    graphql`
      query ExperiencesPanelQuery($count: Int!) {
        viewer {
          id
          groupNumber
          groupMembers {
            userId
            username
          }
          ...MyExperiencesList_viewer @arguments(count: $count)
          ...SharedExperiencesList_viewer @arguments(count: $count)
        }
      }
    `,
    // The page size goes as a variable: the API's cost limit multiplies a literal `first`.
    { count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return <h2 id="experiences-heading" className="visually-hidden">Ministry Experiences</h2>;
  return <SignedInPanel viewer={viewer} />;
}

type Viewer = NonNullable<ExperiencesPanelQuery['response']['viewer']>;

function SignedInPanel({ viewer }: { viewer: Viewer }) {
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
          Ministry Experiences
        </h2>
        <Button onPress={openAdd}>Add Experience</Button>
      </div>
      <Tabs>
        <TabList aria-label="Experiences">
          <Tab id="mine">
            My Experiences (<MyCount viewer={viewer} />)
          </Tab>
          <Tab id="shared">
            Shared Experiences (<SharedCount viewer={viewer} />)
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
