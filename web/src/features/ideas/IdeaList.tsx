// The conductor's ministry ideas: notes in the ideas category, newest first, page by page
// (docs/product/ideas.md). Its query is started by the route with the page's.
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { IdeaForm_note$key } from '../../__generated__/IdeaForm_note.graphql';
import type { IdeaList_viewer$key } from '../../__generated__/IdeaList_viewer.graphql';
import type { IdeaListQuery } from '../../__generated__/IdeaListQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { IdeaCard } from './IdeaCard.tsx';
import * as styles from './ideas.css.ts';
import { PAGE_SIZE } from './route.ts';

export const ideaListQuery = graphql`
  query IdeaListQuery($count: Int!) {
    viewer {
      ...IdeaList_viewer @arguments(count: $count)
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<IdeaListQuery>;
  connection: string;
  onEdit: (idea: IdeaForm_note$key) => void;
}

export function IdeaList({ queryRef, connection, onEdit }: Props) {
  const data = usePreloadedQuery<IdeaListQuery>(ideaListQuery, queryRef);
  return data.viewer ? <Ideas viewer={data.viewer} connection={connection} onEdit={onEdit} /> : null;
}

function Ideas({ viewer, connection, onEdit }: { viewer: IdeaList_viewer$key; connection: string; onEdit: (idea: IdeaForm_note$key) => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment IdeaList_viewer on User
      @refetchable(queryName: "IdeaListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        notes(first: $count, after: $cursor, category: MINISTRY_CONDUCTOR_IDEAS) @connection(key: "IdeaList_notes") {
          edges {
            node {
              id
              ...IdeaCard_note
            }
          }
        }
      }
    `,
    viewer,
  );
  const { t } = useTranslation('ideas');
  const edges = data.notes.edges;
  if (edges.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="ideas-empty">
        <h2 id="ideas-empty">{t('list.emptyTitle')}</h2>
        <p>{t('list.emptyBody')}</p>
      </section>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('list.label')}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <IdeaCard idea={node} connection={connection} onEdit={onEdit} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('list.loadingMore') : t('list.more')}
        </Button>
      )}
    </>
  );
}

export function IdeaSkeletons() {
  const { t } = useTranslation('ideas');
  return (
    <div className={styles.list}>
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true" data-testid="idea-skeleton">
          <div className={styles.skeletonLine.medium} />
          <div className={styles.skeletonLine.short} />
          <div className={styles.skeletonLine.long} />
        </div>
      ))}
    </div>
  );
}
