// Bible Verses (/scriptures and /scriptures-simple): the member's own verses with favourites
// marked first, then the add form (Add a verse at the top takes the member to it in one tap, and
// Edit on a verse brings the form to it), the congregation's verses, and the way to Scriptures
// Explained. Visitors are asked to sign in.
// The screen, its rules and messages: docs/product/scriptures.md.
import { Plus } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ScripturesPageQuery } from '../../__generated__/ScripturesPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { CongregationScriptures } from './CongregationScriptures.tsx';
import { ScriptureForm, type EditedScripture } from './ScriptureForm.tsx';
import { ScriptureList } from './ScriptureList.tsx';
import * as styles from './scriptures.css.ts';

export function ScripturesPage() {
  const { t } = useTranslation(['scriptures', 'common']);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
        <ButtonLink variant="secondary" href="/scriptures-explained">
          {t('page.explainedLink')}
        </ButtonLink>
      </div>
      <Suspense fallback={<ScripturesLoading />}>
        <Scriptures />
      </Suspense>
    </div>
  );
}

function Scriptures() {
  const { t } = useTranslation(['scriptures', 'common']);
  // The route's loader started this query (with the list's 10 s cache, ./route.ts).
  const data = usePageQuery<ScripturesPageQuery>(graphql`
    query ScripturesPageQuery($count: Int!) {
      viewer {
        id
        ...ScriptureList_viewer @arguments(count: $count)
      }
      ...CongregationScriptures_query
    }
  `);
  const { viewer } = data;
  const shell = useShell();
  const [editing, setEditing] = useState<EditedScripture | null>(null);
  // Each press of Add a verse or Edit brings the form into view with its first field focused.
  const [formAsked, setFormAsked] = useState(0);
  const formHolder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formAsked === 0) return;
    const holder = formHolder.current;
    holder?.scrollIntoView({ block: 'start' });
    holder?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [formAsked]);

  if (!viewer) {
    return (
      <section className={styles.prompt} aria-labelledby="scriptures-sign-in">
        <h2 id="scriptures-sign-in">{t('signIn.title')}</h2>
        <p className={styles.subtitle}>{t('signIn.body')}</p>
        <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
      </section>
    );
  }
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, 'ScriptureList_scriptures');
  return (
    <>
      <Button onPress={() => setFormAsked((n) => n + 1)} className={styles.addButton}>
        <Plus aria-hidden="true" size={18} />
        {t('page.add')}
      </Button>
      <ScriptureList
        viewer={viewer}
        onEdit={(scripture) => {
          setEditing(scripture);
          setFormAsked((n) => n + 1);
        }}
      />
      <div ref={formHolder} className={styles.formHolder}>
        <ScriptureForm key={editing?.id ?? 'new'} connectionId={connectionId} editing={editing} onDone={() => setEditing(null)} />
      </div>
      <CongregationScriptures query={data} />
    </>
  );
}

function ScripturesLoading() {
  const { t } = useTranslation(['scriptures', 'common']);
  return (
    <div role="status" aria-label={t('page.loading')} className={styles.page}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
