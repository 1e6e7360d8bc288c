// Regional Convention Notes (/convention-notes): the member's notes of convention talks, the
// scriptures of each in a side panel, and the full-screen add/edit dialog with its autosaved
// draft. Visitors are asked to sign in.
import { Suspense, useEffect, useState } from 'react';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ConventionNotesPageQuery } from '../../__generated__/ConventionNotesPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import type { EditedNote } from './ConventionNoteCard.tsx';
import { ConventionNoteDialog } from './ConventionNoteDialog.tsx';
import { ConventionNoteList, PAGE_SIZE } from './ConventionNoteList.tsx';
import * as styles from './convention-notes.css.ts';

type Editing = { note: EditedNote | null } | null;

export function ConventionNotesPage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<NotesLoading />}>
        <ConventionNotes />
      </Suspense>
    </div>
  );
}

function Header({ onAdd }: { onAdd?: () => void }) {
  return (
    <div className={styles.header}>
      <div>
        <h1>Regional Convention Notes</h1>
        <p className={styles.subtitle}>Points, speakers and scriptures from each session.</p>
      </div>
      <div className={styles.headerActions}>
        <ButtonLink variant="secondary" href="/">
          Home
        </ButtonLink>
        {onAdd && (
          <Button onPress={onAdd}>
            <span aria-hidden="true">+</span> Add Note
          </Button>
        )}
      </div>
    </div>
  );
}

function ConventionNotes() {
  // Notes the offline queue delivered are read again from the server.
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const refetch = () => setFetchKey((k) => k + 1);
    window.addEventListener(OFFLINE_REPLAYED_EVENT, refetch);
    return () => window.removeEventListener(OFFLINE_REPLAYED_EVENT, refetch);
  }, []);
  const { viewer } = useLazyLoadQuery<ConventionNotesPageQuery>(
    graphql`
      query ConventionNotesPageQuery($count: Int!) {
        viewer {
          id
          ...ConventionNoteList_viewer @arguments(count: $count)
        }
      }
    `,
    { count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const shell = useShell();
  const [editing, setEditing] = useState<Editing>(null);

  if (!viewer) {
    return (
      <>
        <Header />
        <section className={styles.prompt} aria-labelledby="convention-notes-sign-in">
          <h2 id="convention-notes-sign-in">Sign in to keep your convention notes</h2>
          <p className={styles.subtitle}>Your notes are saved to your account, so they are with you on every device.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      </>
    );
  }
  const add = () => setEditing({ note: null });
  return (
    <>
      <Header onAdd={add} />
      <ConventionNoteList viewer={viewer} onAdd={add} onEdit={(note) => setEditing({ note })} />
      <ConventionNoteDialog
        key={editing?.note?.id ?? 'new'}
        isOpen={editing !== null}
        note={editing?.note ?? null}
        connectionId={ConnectionHandler.getConnectionID(viewer.id, 'ConventionNoteList_conventionNotes')}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function NotesLoading() {
  return (
    <>
      <Header />
      <div role="status" className={styles.page}>
        <p className={styles.subtitle}>Loading convention notes…</p>
        <div className={styles.skeleton} aria-hidden="true" />
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    </>
  );
}
