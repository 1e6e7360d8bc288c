// The dialog's "Linked note" and "Linked house" pickers: the member's own notes by title and the
// houses of their territories by territory and address, each with "None". The choices are read
// when the dialog opens (most visits to the page add nothing); with no signal and nothing on the
// device they cannot be read, and the visit keeps the links it has (docs/product/return-visits.md).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LinkPickersQuery } from '../../__generated__/LinkPickersQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { Select } from '../../ui/Select.tsx';
import * as styles from './returnVisits.css.ts';

/** The key of the "None" choice; a global id is never blank. */
export const NO_LINK = 'none';

export interface Links {
  noteId: string | null;
  houseId: string | null;
}

interface Props {
  value: Links;
  onChange: (links: Links) => void;
}

export function LinkPickers(props: Props) {
  const { t } = useTranslation('returnVisits');
  return (
    <ErrorBoundary fallback={<p className={styles.muted}>{t('links.unavailable')}</p>}>
      <Suspense fallback={<p className={styles.muted}>{t('links.loading')}</p>}>
        <Pickers {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** "12 Oak" for a territory numbered 12 named Oak; the number alone when it has no name. */
const territoryLabel = (territory: { territoryNumber: string; name: string }) => [territory.territoryNumber, territory.name].filter(Boolean).join(' ');

function Pickers({ value, onChange }: Props) {
  const { t } = useTranslation('returnVisits');
  const { viewer } = useLazyLoadQuery<LinkPickersQuery>(
    graphql`
      query LinkPickersQuery {
        viewer {
          returnVisitNoteChoices {
            id
            title
          }
          returnVisitHouseChoices {
            id
            address
            territory {
              id
              territoryNumber
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  const none = { id: NO_LINK, label: t('links.none') };
  const notes = [none, ...viewer.returnVisitNoteChoices.map((note) => ({ id: note.id, label: note.title }))];
  const houses = [
    none,
    ...viewer.returnVisitHouseChoices.map((house) => ({
      id: house.id,
      label: t('links.house', { territory: territoryLabel(house.territory), address: house.address }),
    })),
  ];
  // A link to a record not among the choices (beyond the list's length) still shows as chosen.
  const chosen = (id: string | null, options: { id: string }[]) => (id && options.some((o) => o.id === id) ? id : id ? null : NO_LINK);
  return (
    <>
      <Select
        label={t('links.note')}
        options={notes}
        value={chosen(value.noteId, notes)}
        onChange={(id) => onChange({ ...value, noteId: id === NO_LINK ? null : id })}
      />
      <Select
        label={t('links.houseLabel')}
        options={houses}
        value={chosen(value.houseId, houses)}
        onChange={(id) => onChange({ ...value, houseId: id === NO_LINK ? null : id })}
      />
    </>
  );
}
