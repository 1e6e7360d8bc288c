// Regional Convention Notes (/convention-notes): the member's notes of convention talks, the
// scriptures of each in a side panel, and the full-screen add/edit dialog with its autosaved
// draft. Visitors are asked to sign in. The screen, its rules and messages:
// docs/product/convention-notes.md.
import { House, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ConventionNotesPageQuery } from '../../__generated__/ConventionNotesPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import type { EditedNote } from './ConventionNoteCard.tsx';
import { ConventionNoteDialog } from './ConventionNoteDialog.tsx';
import { ConventionNoteList } from './ConventionNoteList.tsx';
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
  const { t } = useTranslation(['conventionNotes', 'common']);
  return (
    <div className={styles.header}>
      <div>
        <h1>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </div>
      <div className={styles.headerActions}>
        <ButtonLink variant="secondary" href="/">
          <House aria-hidden="true" size={16} className={styles.buttonIcon} /> {t('page.home')}
        </ButtonLink>
        {onAdd && (
          <Button onPress={onAdd}>
            <Plus aria-hidden="true" size={16} className={styles.buttonIcon} /> {t('page.add')}
          </Button>
        )}
      </div>
    </div>
  );
}

function ConventionNotes() {
  const { t } = useTranslation(['conventionNotes', 'common']);
  // The route's loader started this query; the list reads it again after an offline replay.
  const { viewer } = usePageQuery<ConventionNotesPageQuery>(graphql`
    query ConventionNotesPageQuery($count: Int!) {
      viewer {
        id
        ...ConventionNoteList_viewer @arguments(count: $count)
      }
    }
  `);
  const shell = useShell();
  const [editing, setEditing] = useState<Editing>(null);

  if (!viewer) {
    return (
      <>
        <Header />
        <section className={styles.prompt} aria-labelledby="convention-notes-sign-in">
          <h2 id="convention-notes-sign-in">{t('signIn.title')}</h2>
          <p className={styles.subtitle}>{t('signIn.body')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
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
  const { t } = useTranslation(['conventionNotes', 'common']);
  return (
    <>
      <Header />
      <div role="status" className={styles.page}>
        <p className={styles.subtitle}>{t('page.loading')}</p>
        <div className={styles.skeleton} aria-hidden="true" />
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    </>
  );
}
