// Ministry Ideas (/ministry-conductor, docs/product/ideas.md): the conductor's notes in the ideas category, with
// an inline form. Only a user with the conductor flag sees them (the API refuses anyone else);
// a visitor is asked to sign in, and any other member is told whom the page is for. The route
// starts the page's query and the list's with the page's code.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import type { IdeaListQuery } from '../../__generated__/IdeaListQuery.graphql';
import type { IdeasPageQuery } from '../../__generated__/IdeasPageQuery.graphql';
import { usePagePart, usePageQuery, usePreloadedForViewer, useReloadableQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { IDEAS_CATEGORY, LoadErrorBoundary } from '../notes/index.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaList, ideaListQuery, IdeaSkeletons } from './IdeaList.tsx';
import { ideaListVariables } from './route.ts';
import * as styles from './ideas.css.ts';

type Editing = { idea: IdeaForm_note$key | null; key: number } | null;

const FIRST_PAGE = ideaListVariables();

export function IdeasPage() {
  const { viewer } = usePageQuery<IdeasPageQuery>(graphql`
    query IdeasPageQuery {
      viewer {
        id
        isConductor
      }
    }
  `);
  const shell = useShell();
  const { t } = useTranslation('ideas');
  // For someone who signs in on the page, the list loads their own.
  const preloaded = usePreloadedForViewer();
  const list = usePagePart<IdeaListQuery>(ideaListQuery);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </header>
      {!viewer ? (
        <section className={styles.notice} aria-labelledby="ideas-sign-in">
          <h2 id="ideas-sign-in">{t('signIn.title')}</h2>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn.button')}</Button>
        </section>
      ) : !viewer.isConductor ? (
        <section className={styles.notice} aria-labelledby="ideas-conductor-only">
          <h2 id="ideas-conductor-only">{t('conductorOnly.title')}</h2>
          <p>{t('conductorOnly.body')}</p>
          <ButtonLink variant="secondary" href="/notes">
            {t('conductorOnly.back')}
          </ButtonLink>
        </section>
      ) : (
        <Ideas key={viewer.id} viewerId={viewer.id} preloaded={preloaded ? list : null} />
      )}
    </div>
  );
}

function Ideas({ viewerId, preloaded }: { viewerId: string; preloaded: PreloadedQuery<IdeaListQuery> | null }) {
  const { t } = useTranslation('ideas');
  const [listRef] = useReloadableQuery<IdeaListQuery>(ideaListQuery, preloaded, FIRST_PAGE);
  const [editing, setEditing] = useState<Editing>(null);
  const connection = ConnectionHandler.getConnectionID(viewerId, 'IdeaList_notes', { category: IDEAS_CATEGORY });
  const edit = (idea: IdeaForm_note$key | null) => setEditing({ idea, key: Date.now() });

  return (
    <>
      {editing ? (
        <IdeaForm key={editing.key} idea={editing.idea} connection={connection} onDone={() => setEditing(null)} />
      ) : (
        <Button onPress={() => edit(null)} className={styles.add}>
          {t('add')}
        </Button>
      )}
      <LoadErrorBoundary message={t('list.loadError')} resetKey={viewerId}>
        <Suspense fallback={<IdeaSkeletons />}>
          {listRef ? <IdeaList queryRef={listRef} connection={connection} onEdit={edit} /> : <IdeaSkeletons />}
        </Suspense>
      </LoadErrorBoundary>
    </>
  );
}
