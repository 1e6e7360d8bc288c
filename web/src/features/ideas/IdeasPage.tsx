// Ministry Ideas (/ministry-conductor, spec 02): the conductor's notes in the ideas category, with
// an inline form. Only a user with the conductor flag sees them (the API refuses anyone else);
// a visitor is asked to sign in, and any other member is told whom the page is for.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import type { IdeasPageQuery } from '../../__generated__/IdeasPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { IDEAS_CATEGORY } from '../notes/categories.ts';
import { LoadErrorBoundary } from '../notes/LoadErrorBoundary.tsx';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaList, IdeaSkeletons } from './IdeaList.tsx';
import * as styles from './ideas.css.ts';

export const CONDUCTOR_ONLY = 'Ministry Ideas are for the ministry conductor.';

type Editing = { idea: IdeaForm_note$key | null; key: number } | null;

export function IdeasPage() {
  const { viewer } = useLazyLoadQuery<IdeasPageQuery>(
    graphql`
      query IdeasPageQuery {
        viewer {
          id
          isConductor
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const shell = useShell();

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Ministry Ideas</h1>
        <p className={styles.subtitle}>Ideas and plans for the ministry groups you conduct</p>
      </header>
      {!viewer ? (
        <section className={styles.notice} aria-labelledby="ideas-sign-in">
          <h2 id="ideas-sign-in">Sign in to see your ministry ideas</h2>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      ) : !viewer.isConductor ? (
        <section className={styles.notice} aria-labelledby="ideas-conductor-only">
          <h2 id="ideas-conductor-only">{CONDUCTOR_ONLY}</h2>
          <p>If you conduct the field ministry, ask an admin to mark your account as the ministry conductor.</p>
          <ButtonLink variant="secondary" href="/notes">
            Back to Personal Notes
          </ButtonLink>
        </section>
      ) : (
        <Ideas viewerId={viewer.id} />
      )}
    </div>
  );
}

function Ideas({ viewerId }: { viewerId: string }) {
  const [editing, setEditing] = useState<Editing>(null);
  const connection = ConnectionHandler.getConnectionID(viewerId, 'IdeaList_notes', { category: IDEAS_CATEGORY });
  const edit = (idea: IdeaForm_note$key | null) => setEditing({ idea, key: Date.now() });

  return (
    <>
      {editing ? (
        <IdeaForm key={editing.key} idea={editing.idea} connection={connection} onDone={() => setEditing(null)} />
      ) : (
        <Button onPress={() => edit(null)} className={styles.add}>
          Add New Ministry Idea
        </Button>
      )}
      <LoadErrorBoundary message="Error loading ministry ideas. Please try again later." resetKey={viewerId}>
        <Suspense fallback={<IdeaSkeletons />}>
          <IdeaList connection={connection} onEdit={edit} />
        </Suspense>
      </LoadErrorBoundary>
    </>
  );
}
