// Personal Notes (/notes, docs/product/notes.md): the Ministry Notes shortcuts, the heading,
// search, Refresh and Add Note, the list (skeletons while loading, a message on a load error) and
// the full-screen note form. A visitor is asked to sign in. The route starts the page's query, the
// list's and the experiences panel's with the page's code; a search or Refresh loads the list again.
import { Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { SearchField, Input, Label, Button as AriaButton } from 'react-aria-components';
import { OFFLINE_REPLAYED_EVENT } from '../../offline/queue.ts';
import { RetentionNotice } from '../retention/index.ts';
import { PendingNotes } from './PendingNotes.tsx';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery } from 'react-relay';
import type { NoteEditor_note$key } from '../../__generated__/NoteEditor_note.graphql';
import type { ExperiencesPanelQuery } from '../../__generated__/ExperiencesPanelQuery.graphql';
import type { NoteListQuery } from '../../__generated__/NoteListQuery.graphql';
import type { NotesPageQuery } from '../../__generated__/NotesPageQuery.graphql';
import { usePagePart, usePageQuery, usePreloadedForViewer, useReloadableQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ExperiencesPanel, experiencesPanelQuery } from '../experiences/index.ts';
import { ClearIcon } from './icons.tsx';
import { LoadErrorBoundary } from './LoadErrorBoundary.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteList, noteListQuery, NoteSkeletons, searchOf } from './NoteList.tsx';
import { noteListVariables } from './route.ts';
import * as styles from './notes.css.ts';

const SEARCH_DELAY_MS = 250;
const FIRST_PAGE = noteListVariables();

type Editing = { note: NoteEditor_note$key | null; key: number } | null;

export function NotesPage() {
  const { viewer } = usePageQuery<NotesPageQuery>(graphql`
    query NotesPageQuery {
      viewer {
        id
        isConductor
        ...RetentionNotice_viewer
      }
    }
  `);
  const shell = useShell();
  const { t } = useTranslation('notes');
  // For someone who signs in on the page, the list and the panel load their own data.
  const preloaded = usePreloadedForViewer();
  const list = usePagePart<NoteListQuery>(noteListQuery);
  const experiences = usePagePart<ExperiencesPanelQuery>(experiencesPanelQuery);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
      </header>
      {/* The page's own heading first, then the shortcuts as one compact row, then the notes. */}
      <MinistryNotesCard conductor={viewer?.isConductor ?? false} />
      {viewer && <RetentionNotice viewer={viewer} kind="NOTE" />}
      {viewer ? (
        <Notes key={viewer.id} viewerId={viewer.id} preloaded={preloaded ? list : null} />
      ) : (
        <section className={styles.signIn} aria-labelledby="notes-sign-in">
          <h2 id="notes-sign-in">{t('signIn.title')}</h2>
          <p>{t('signIn.body')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn.button')}</Button>
        </section>
      )}
      {viewer && <ExperiencesPanel key={viewer.id} preloaded={preloaded ? experiences : null} />}
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

function Notes({ viewerId, preloaded }: { viewerId: string; preloaded: PreloadedQuery<NoteListQuery> | null }) {
  const { t } = useTranslation('notes');
  const [searchText, setSearchText] = useState('');
  const [listRef, loadList] = useReloadableQuery<NoteListQuery>(noteListQuery, preloaded, FIRST_PAGE);
  // The search of the list on screen: the last one asked for shows once it has loaded.
  const shownSearch = listRef ? searchOf(listRef) : '';
  const search = useRef('');
  const [loads, setLoads] = useState(0);
  const [, startSearch] = useTransition();
  const [refreshing, startRefresh] = useTransition();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText.trim() === search.current) return;
      search.current = searchText.trim();
      startSearch(() => {
        setLoads((n) => n + 1);
        loadList(noteListVariables(search.current), { fetchPolicy: 'store-and-network' });
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, loadList]);

  // Refresh asks the server again, for the search on screen.
  const refresh = useCallback(
    () =>
      startRefresh(() => {
        setLoads((n) => n + 1);
        loadList(noteListVariables(search.current), { fetchPolicy: 'network-only' });
      }),
    [loadList],
  );

  // The list is fetched again when the connection comes back (docs/product/notes.md).
  useEffect(() => {
    window.addEventListener('online', refresh);
    window.addEventListener(OFFLINE_REPLAYED_EVENT, refresh);
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener(OFFLINE_REPLAYED_EVENT, refresh);
    };
  }, [refresh]);

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
        <Button variant="secondary" onPress={refresh} isDisabled={refreshing}>
          {refreshing ? t('toolbar.refreshing') : t('toolbar.refresh')}
        </Button>
        <Button onPress={() => open(null)}>{t('toolbar.add')}</Button>
      </div>
      <PendingNotes />
      <LoadErrorBoundary message={t('list.loadError')} resetKey={String(loads)}>
        <Suspense fallback={<NoteSkeletons />}>
          {listRef ? <NoteList queryRef={listRef} onAdd={() => open(null)} onEdit={open} /> : <NoteSkeletons />}
        </Suspense>
      </LoadErrorBoundary>
      {editing && (
        <NoteEditor key={editing.key} note={editing.note} viewerId={viewerId} search={shownSearch} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
