// Bible Verses (/scriptures and /scriptures-simple): the add form, the member's own verses with
// favourites marked, and the way to Scriptures Explained. Visitors are asked to sign in.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler, type FetchPolicy } from 'relay-runtime';
import type { ScripturesPageQuery } from '../../__generated__/ScripturesPageQuery.graphql';
import { useShell } from '../../app/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ScriptureForm, type EditedScripture } from './ScriptureForm.tsx';
import { PAGE_SIZE, ScriptureList } from './ScriptureList.tsx';
import * as styles from './scriptures.css.ts';

/**
 * Spec 02 section 9: the list is kept 10 s; a later visit shows it and refetches behind it. The
 * fetch key is the time of the last fetch, so Relay treats each refetch as a new request.
 */
const CACHE_MS = 10_000;
let fetchedAt = 0;
function freshness(): { fetchPolicy: FetchPolicy; fetchKey: number } {
  if (Date.now() - fetchedAt < CACHE_MS) return { fetchPolicy: 'store-or-network', fetchKey: fetchedAt };
  fetchedAt = Date.now();
  return { fetchPolicy: 'store-and-network', fetchKey: fetchedAt };
}

export function ScripturesPage() {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>Bible Verses</h1>
          <p className={styles.subtitle}>Keep the scriptures you use in the ministry, and mark your favorites.</p>
        </div>
        <ButtonLink variant="secondary" href="/scriptures-explained">
          Scriptures Explained
        </ButtonLink>
      </div>
      <Suspense fallback={<ScripturesLoading />}>
        <Scriptures />
      </Suspense>
    </div>
  );
}

function Scriptures() {
  const [options] = useState(freshness);
  const { viewer } = useLazyLoadQuery<ScripturesPageQuery>(
    graphql`
      query ScripturesPageQuery($count: Int!) {
        viewer {
          id
          ...ScriptureList_viewer @arguments(count: $count)
        }
      }
    `,
    { count: PAGE_SIZE },
    options,
  );
  const shell = useShell();
  const [editing, setEditing] = useState<EditedScripture | null>(null);

  if (!viewer) {
    return (
      <section className={styles.prompt} aria-labelledby="scriptures-sign-in">
        <h2 id="scriptures-sign-in">Sign in to keep your Bible verses</h2>
        <p className={styles.subtitle}>Your scriptures are saved to your account, so they are with you on every device.</p>
        <Button onPress={() => shell.openAccount('sign-in')}>Sign In</Button>
      </section>
    );
  }
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, 'ScriptureList_scriptures');
  return (
    <>
      <ScriptureForm
        key={editing?.id ?? 'new'}
        connectionId={connectionId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ScriptureList
        viewer={viewer}
        onEdit={setEditing}
      />
    </>
  );
}

function ScripturesLoading() {
  return (
    <div role="status" aria-label="Loading scriptures" className={styles.page}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
