// The member's verses, newest first, a page at a time, or the empty state. docs/product/scriptures.md.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ScriptureList_viewer$key } from '../../__generated__/ScriptureList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import type { EditedScripture } from './ScriptureForm.tsx';
import { ScriptureItem } from './ScriptureItem.tsx';
import { PAGE_SIZE } from './route.ts';
import * as styles from './scriptures.css.ts';

export function ScriptureList({ viewer: key, onEdit }: { viewer: ScriptureList_viewer$key; onEdit: (s: EditedScripture) => void }) {
  const { t } = useTranslation(['scriptures', 'common']);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ScriptureList_viewer on User
      @refetchable(queryName: "ScriptureListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        scriptures(first: $count, after: $cursor) @connection(key: "ScriptureList_scriptures") {
          __id
          edges {
            node {
              id
              ...ScriptureItem_scripture
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, __id: connectionId } = data.scriptures;

  if (edges.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="scriptures-empty">
        <h2 id="scriptures-empty">{t('list.emptyTitle')}</h2>
        <p className={styles.subtitle}>{t('list.emptyBody')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="scripture-list-title" className={styles.page}>
      <h2 id="scripture-list-title">{t('list.title')}</h2>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <ScriptureItem key={node.id} scripture={node} connectionId={connectionId} onEdit={onEdit} />
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
          {isLoadingNext ? t('common:status.loading') : t('list.loadMore')}
        </Button>
      )}
    </section>
  );
}
