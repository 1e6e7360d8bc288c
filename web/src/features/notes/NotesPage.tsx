// Personal Notes (/notes, spec 02): the Ministry Notes shortcuts, the heading, search, Refresh
// and Add Note, the list (skeletons while loading, the spec's message on a load error) and the
// full-screen note form. A visitor is asked to sign in.
import { Suspense, useDeferredValue, useEffect, useState, useTransition } from 'react';
import { SearchField, Input, Label, Button as AriaButton } from 'react-aria-components';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { PendingNotes } from './PendingNotes.tsx';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import type { NotesPageQuery } from '../../__generated__/NotesPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ExperiencesPanel } from '../experiences/ExperiencesPanel.tsx';
import { LoadErrorBoundary } from './LoadErrorBoundary.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteList, NoteSkeletons } from './NoteList.tsx';
import * as styles from './notes.css.ts';

export const LOAD_ERROR = 'Error loading notes. Please try again later.';
const SEARCH_DELAY_MS = 250;

type Editing = { note: NoteEditor_note$key | null; key: number } | null;

export function NotesPage() {
  const { viewer } = useLazyLoadQuery<NotesPageQuery>(
    graphql`
      query NotesPageQuery {
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
      <MinistryNotesCard conductor={viewer?.isConductor ?? false} />
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Personal Notes</h1>
          <p className={styles.subtitle}>Capture thoughts, experiences, and ministry insights</p>
        </div>
      </header>
      {viewer ? (
        <Notes viewerId={viewer.id} />
      ) : (
        <section className={styles.signIn} aria-labelledby="notes-sign-in">
          <h2 id="notes-sign-in">Sign in to see your notes</h2>
          <p>Your notes are private to your account. Sign in or create an account to start writing them.</p>
          <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
        </section>
      )}
      {viewer && <ExperiencesPanel key={viewer.id} />}
    </div>
  );
}

function MinistryNotesCard({ conductor }: { conductor: boolean }) {
  return (
    <nav className={styles.ministryCard} aria-labelledby="ministry-notes">
      <h2 id="ministry-notes" className={styles.ministryTitle}>
        Ministry Notes
      </h2>
      <div className={styles.ministryLinks}>
        <ButtonLink variant="secondary" href="/hlc">
          HLC Contacts
        </ButtonLink>
        <ButtonLink variant="secondary" href="/pvg">
          PVG Contacts
        </ButtonLink>
        {conductor && (
          <ButtonLink variant="secondary" href="/ministry-conductor">
            Ministry Ideas
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}

function Notes({ viewerId }: { viewerId: string }) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const shownSearch = useDeferredValue(search);
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // The list is fetched again when the connection comes back (spec 02 section 7).
  useEffect(() => {
    const refetch = () => startRefresh(() => setFetchKey((k) => k + 1));
    window.addEventListener('online', refetch);
    window.addEventListener(OFFLINE_REPLAYED_EVENT, refetch);
    return () => {
      window.removeEventListener('online', refetch);
      window.removeEventListener(OFFLINE_REPLAYED_EVENT, refetch);
    };
  }, []);

  const open = (note: NoteEditor_note$key | null) => setEditing({ note, key: Date.now() });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchField className={styles.search} value={searchText} onChange={setSearchText}>
          <Label className="visually-hidden">Search notes</Label>
          <Input className={styles.searchInput} placeholder="Search notes..." />
          {searchText && (
            <AriaButton className={styles.searchClear} aria-label="Clear search">
              ✕
            </AriaButton>
          )}
        </SearchField>
        <Button variant="secondary" onPress={() => startRefresh(() => setFetchKey((k) => k + 1))} isDisabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
        <Button onPress={() => open(null)}>Add Note</Button>
      </div>
      <PendingNotes />
      <LoadErrorBoundary message={LOAD_ERROR} resetKey={`${fetchKey}:${shownSearch}`}>
        <Suspense fallback={<NoteSkeletons />}>
          <NoteList search={shownSearch} fetchKey={fetchKey} onAdd={() => open(null)} onEdit={open} />
        </Suspense>
      </LoadErrorBoundary>
      {editing && (
        <NoteEditor key={editing.key} note={editing.note} viewerId={viewerId} search={shownSearch} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
