// Personal Notes (/notes, docs/product/notes.md): the Ministry Notes shortcuts, the heading,
// search, Refresh and Add Note, the list (skeletons while loading, a message on a load error) and
// the full-screen note form. A visitor is asked to sign in.
import { Suspense, useDeferredValue, useEffect, useState, useTransition } from 'react';
import { SearchField, Input, Label, Button as AriaButton } from 'react-aria-components';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { PendingNotes } from './PendingNotes.tsx';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import type { NotesPageQuery } from '../../__generated__/NotesPageQuery.graphql';
import { usePageQuery } from '../../app/page-query.ts';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ExperiencesPanel } from '../experiences/ExperiencesPanel.tsx';
import { ClearIcon } from './icons.tsx';
import { LoadErrorBoundary } from './LoadErrorBoundary.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteList, NoteSkeletons } from './NoteList.tsx';
import * as styles from './notes.css.ts';

const SEARCH_DELAY_MS = 250;

type Editing = { note: NoteEditor_note$key | null; key: number } | null;

export function NotesPage() {
  const { viewer } = usePageQuery<NotesPageQuery>(graphql`
    query NotesPageQuery {
      viewer {
        id
        isConductor
      }
    }
  `);
  const shell = useShell();
  const { t } = useTranslation('notes');

  return (
    <div className={styles.page}>
      <MinistryNotesCard conductor={viewer?.isConductor ?? false} />
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
      </header>
      {viewer ? (
        <Notes viewerId={viewer.id} />
      ) : (
        <section className={styles.signIn} aria-labelledby="notes-sign-in">
          <h2 id="notes-sign-in">{t('signIn.title')}</h2>
          <p>{t('signIn.body')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn.button')}</Button>
        </section>
      )}
      {viewer && <ExperiencesPanel key={viewer.id} />}
    </div>
  );
}

function MinistryNotesCard({ conductor }: { conductor: boolean }) {
  const { t } = useTranslation('notes');
  return (
    <nav className={styles.ministryCard} aria-labelledby="ministry-notes">
      <h2 id="ministry-notes" className={styles.ministryTitle}>
        {t('ministry.title')}
      </h2>
      <div className={styles.ministryLinks}>
        <ButtonLink variant="secondary" href="/hlc">
          {t('ministry.hlc')}
        </ButtonLink>
        <ButtonLink variant="secondary" href="/pvg">
          {t('ministry.pvg')}
        </ButtonLink>
        {conductor && (
          <ButtonLink variant="secondary" href="/ministry-conductor">
            {t('ministry.ideas')}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}

function Notes({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('notes');
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

  // The list is fetched again when the connection comes back (docs/product/notes.md).
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
          <Label className="visually-hidden">{t('toolbar.searchLabel')}</Label>
          <Input className={styles.searchInput} placeholder={t('toolbar.searchPlaceholder')} />
          {searchText && (
            <AriaButton className={styles.searchClear} aria-label={t('toolbar.clearSearch')}>
              <ClearIcon />
            </AriaButton>
          )}
        </SearchField>
        <Button variant="secondary" onPress={() => startRefresh(() => setFetchKey((k) => k + 1))} isDisabled={refreshing}>
          {refreshing ? t('toolbar.refreshing') : t('toolbar.refresh')}
        </Button>
        <Button onPress={() => open(null)}>{t('toolbar.add')}</Button>
      </div>
      <PendingNotes />
      <LoadErrorBoundary message={t('list.loadError')} resetKey={`${fetchKey}:${shownSearch}`}>
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
