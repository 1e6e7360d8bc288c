// Bible Verses (/scriptures and /scriptures-simple): the member's own verses with favourites
// marked, the congregation's verses, and the way to Scriptures Explained. Add a verse above the
// list and Edit on a verse open the form in a dialog. Visitors are asked to sign in.
// The screen, its rules and messages: docs/product/scriptures.md.
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ScripturesPageQuery } from '../../__generated__/ScripturesPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
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
  // The form's dialog: closed (null), adding a verse, or editing one.
  const [form, setForm] = useState<{ editing: EditedScripture | null } | null>(null);

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
  const editing = form?.editing ?? null;
  return (
    <>
      <Button onPress={() => setForm({ editing: null })} className={styles.addButton}>
        <Plus aria-hidden="true" size={18} />
        {t('page.add')}
      </Button>
      <ScriptureList viewer={viewer} onEdit={(scripture) => setForm({ editing: scripture })} />
      <CongregationScriptures query={data} />
      <Dialog title={editing ? t('form.editTitle') : t('form.addTitle')} isOpen={form !== null} onOpenChange={(open) => !open && setForm(null)}>
        <ScriptureForm key={editing?.id ?? 'new'} connectionId={connectionId} editing={editing} onDone={() => setForm(null)} />
      </Dialog>
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
