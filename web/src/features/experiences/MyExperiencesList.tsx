// My Experiences: the member's own experiences, newest first, a page at a time, with edit, share
// and delete (docs/product/experiences.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { MyExperiencesList_viewer$key } from '../../__generated__/MyExperiencesList_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { OwnExperienceCard, type OwnExperience } from './OwnExperienceCard.tsx';
import { PAGE_SIZE } from './queries.ts';
import { SHARED_CONNECTION } from './SharedExperiencesList.tsx';
import { useDeleteExperienceMutation } from './useDeleteExperienceMutation.ts';
import { MY_CONNECTION } from './useSaveExperienceMutation.ts';
import * as styles from './experiences.css.ts';


interface Props {
  viewer: MyExperiencesList_viewer$key;
  onEdit: (experience: OwnExperience) => void;
  onShare: (experience: OwnExperience) => void;
}

export function MyExperiencesList({ viewer: key, onEdit, onShare }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MyExperiencesList_viewer on User
      @refetchable(queryName: "MyExperiencesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        experiences(first: $count, after: $cursor) @connection(key: "MyExperiencesList_experiences") {
          totalCount
          edges {
            node {
              id
              ...OwnExperienceCard_experience
            }
          }
        }
      }
    `,
    key,
  );
  const { t } = useTranslation(['experiences', 'common']);
  const [deleting, setDeleting] = useState<OwnExperience | null>(null);
  const [commitDelete] = useDeleteExperienceMutation();

  const remove = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    commitDelete({
      variables: {
        input: { id: target.id },
        connections: [ConnectionHandler.getConnectionID(data.id, MY_CONNECTION), ConnectionHandler.getConnectionID(data.id, SHARED_CONNECTION)],
      },
      onCompleted: () => toast({ title: t('delete.doneTitle'), description: t('delete.doneText') }),
      onError: () => void errorToast(t('delete.failed')),
    });
  };

  const edges = data.experiences.edges;
  return (
    <>
      {edges.length === 0 ? (
        <p className={styles.empty}>{t('mine.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <OwnExperienceCard experience={node} onEdit={onEdit} onShare={onShare} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isDisabled={isLoadingNext}>
          {isLoadingNext ? t('common:status.loading') : t('loadMore')}
        </Button>
      )}
      <ConfirmDialog
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={t('common:actions.delete')}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
