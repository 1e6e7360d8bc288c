// The member's territories, a page at a time, with Add Territory, the edit dialog and the delete
// confirmation; each card opens the houses, contacts and return visits of its territory.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TerritoryList_viewer$key } from '../../__generated__/TerritoryList_viewer.graphql';
import type { TerritoryListPaginationQuery } from '../../__generated__/TerritoryListPaginationQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { HousesDialog } from './HousesDialog.tsx';
import { TerritoryCard } from './TerritoryCard.tsx';
import type { CardTarget, HousesView } from './targets.ts';
import { TerritoryFormDialog } from './TerritoryFormDialog.tsx';
import { useDeleteTerritoryMutation } from './useDeleteTerritoryMutation.ts';
import { PAGE_SIZE } from './route.ts';
import { currentIdOf } from '../../offline/layers.ts';
import * as styles from './territories.css.ts';


interface Props {
  viewer: TerritoryList_viewer$key;
  today: string;
}

export function TerritoryList({ viewer: viewerKey, today }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TerritoryListPaginationQuery, TerritoryList_viewer$key>(
    graphql`
      fragment TerritoryList_viewer on User
      @refetchable(queryName: "TerritoryListPaginationQuery")
      @argumentDefinitions(today: { type: "String!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        territories(first: $count, after: $cursor) @connection(key: "TerritoryList_territories") {
          __id
          edges {
            node {
              id
              ...TerritoryCard_territory @arguments(today: $today)
              ...TerritoryFormDialog_territory
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const { t } = useTranslation('territories');
  const connection = data.territories.__id;
  const nodes = data.territories.edges.map((edge) => edge.node);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CardTarget | null>(null);
  const [houses, setHouses] = useState<{ target: CardTarget; view: HousesView } | null>(null);
  const [commitDelete] = useDeleteTerritoryMutation();
  // Found by its id now: one made on this device is named by the server's id once delivered.
  const editingNode = (editing && nodes.find((node) => node.id === editing || node.id === currentIdOf(editing))) || null;

  const remove = (target: CardTarget) => {
    setDeleting(null);
    commitDelete({
      variables: { input: { id: target.id }, connections: [connection] },
      onCompleted: () => toast({ title: t('delete.done') }),
      onError: () => void errorToast(t('delete.failed'), t('form.error')),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="territory-list">
      <div className={styles.panelHeader}>
        <h2 id="territory-list" className={styles.panelTitle}>
          {t('list.title')}
        </h2>
        <Button onPress={() => setAdding(true)}>
          <Plus aria-hidden="true" className={styles.icon} />
          {t('list.add')}
        </Button>
      </div>
      {nodes.length === 0 ? (
        <div>
          <p>
            <strong>{t('list.empty')}</strong>
          </p>
          <p className={styles.muted}>{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {nodes.map((node) => (
            <li key={node.id}>
              <TerritoryCard
                territory={node}
                onEdit={() => setEditing(node.id)}
                onDelete={setDeleting}
                onOpenHouses={(target, view) => setHouses({ target, view })}
              />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
          {t('list.loadMore')}
        </Button>
      )}
      <TerritoryFormDialog
        isOpen={adding || editingNode !== null}
        territory={editingNode}
        today={today}
        connection={connection}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        title={t('delete.title')}
        message={t('delete.confirm', { number: deleting?.territoryNumber ?? '', name: deleting?.name ?? '' })}
        confirmLabel={t('delete.action')}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
      {houses && <HousesDialog target={houses.target} view={houses.view} today={today} onClose={() => setHouses(null)} />}
    </section>
  );
}
