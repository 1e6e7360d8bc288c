// The houses of one territory, in three views over the same rows (docs/product/territories.md):
// every house (add, mark, edit, delete), the contacts (houses where someone was home, and a form
// that saves a new contact as such a house) and the return visits (houses marked for a return
// visit, each with its next-visit date, and a form that saves a new one). The rows are fetched
// when the dialog opens, not with the page.
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HousesDialogQuery } from '../../__generated__/HousesDialogQuery.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { HouseItem, type House } from './HouseItem.tsx';
import type { CardTarget, HousesView } from './targets.ts';
import { HOUSE_STATUSES, useTerritoryLabels, type HouseStatus } from './labels.ts';
import { useAddHouseMutation, useDeleteHouseMutation, useUpdateHouseMutation } from './useHouseMutations.ts';
import * as styles from './territories.css.ts';

/** The statuses each view lists, and the status a house added there gets. */
const VIEWS: Record<HousesView, { shows: readonly HouseStatus[] | null; adds: HouseStatus | null }> = {
  houses: { shows: null, adds: null },
  contacts: { shows: ['HOME', 'RETURN_VISIT'], adds: 'HOME' },
  returnVisits: { shows: ['RETURN_VISIT'], adds: 'RETURN_VISIT' },
};

/** The most houses the dialog lists (the connection's largest page). */
const MAX_HOUSES = 100;

interface Props {
  target: CardTarget;
  view: HousesView;
  today: string;
  onClose: () => void;
}

export function HousesDialog({ target, view, today, onClose }: Props) {
  const { t } = useTranslation('territories');
  const title = {
    houses: t('houses.title', { number: target.territoryNumber }),
    contacts: t('houses.contactsTitle', { number: target.territoryNumber }),
    returnVisits: t('houses.returnVisitsTitle', { number: target.territoryNumber }),
  }[view];
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<p>{t('houses.loading')}</p>}>
        <Houses target={target} view={view} today={today} />
      </Suspense>
    </Dialog>
  );
}

interface Draft {
  address: string;
  status: HouseStatus;
  nextVisitDate: string;
  notes: string;
  name: string;
  phone: string;
  email: string;
  topic: string;
}

const emptyDraft = (status: HouseStatus): Draft => ({ address: '', status, nextVisitDate: '', notes: '', name: '', phone: '', email: '', topic: '' });

function Houses({ target, view, today }: Omit<Props, 'onClose'>) {
  const data = useLazyLoadQuery<HousesDialogQuery>(
    graphql`
      query HousesDialogQuery($id: ID!, $count: Int!) {
        territory(id: $id) {
          addresses(first: $count) @connection(key: "HousesDialog_addresses") {
            __id
            edges {
              node {
                id
                status
                ...HouseItem_house
              }
            }
          }
        }
      }
    `,
    { id: target.id, count: MAX_HOUSES },
    { fetchPolicy: 'store-and-network' },
  );
  const { t } = useTranslation('territories');
  const labels = useTerritoryLabels();
  const { shows, adds } = VIEWS[view];
  const connection = data.territory?.addresses.__id;
  const houses = (data.territory?.addresses.edges ?? []).map((edge) => edge.node).filter((house) => !shows || shows.includes(house.status as HouseStatus));
  const [draft, setDraft] = useState<Draft>(emptyDraft(adds ?? 'NOT_VISITED'));
  const [editing, setEditing] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();
  const [add, adding] = useAddHouseMutation();
  const [update, updating] = useUpdateHouseMutation();
  const [remove] = useDeleteHouseMutation();
  const busy = adding || updating;
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const done = (result: { __typename: string; message?: string; fields?: ReadonlyArray<{ path: string; message: string }> }, success: string, ok: boolean) => {
    if (ok) return void toast({ title: success });
    const failure = failureOf(result, t('houses.failed'));
    if (failure.fields.address) setAddressError(failure.fields.address);
    else errorToast(failure.message, t('form.error'));
  };

  /** With no connection the write is kept on the device (and shown); anything else failed. */
  const failed = (error: Error) =>
    isNetworkUnavailable(error)
      ? toast({ title: t('houses.savedOfflineTitle'), description: t('houses.savedOffline') }, 3000)
      : errorToast(t('houses.failed'), t('form.error'));

  /** A house changed from its row: the status marked, or the next visit moved. */
  const change = (house: House, changes: Partial<Pick<House, 'status' | 'nextVisitDate'>>) => {
    const status = changes.status ?? house.status;
    update({
      variables: {
        input: { id: house.id, address: house.address, status, nextVisitDate: changes.nextVisitDate ?? house.nextVisitDate, notes: house.notes, today },
      },
      onCompleted: ({ updateTerritoryHouse: r }) => done(r, t('houses.updated'), r.__typename === 'TerritoryHouseUpdated'),
      onError: failed,
    });
  };

  /** The notes of a house saved from the contacts or return visits form: what that form asked. */
  const notesOf = () =>
    [
      draft.name && t('houses.notesName', { value: draft.name }),
      draft.phone && t('houses.notesPhone', { value: draft.phone }),
      draft.email && t('houses.notesEmail', { value: draft.email }),
      draft.topic && t('houses.notesTopic', { value: draft.topic }),
      draft.notes,
    ]
      .filter(Boolean)
      .join('\n');

  const submit = () => {
    if (!draft.address.trim()) return setAddressError(t('houses.addressRequired'));
    setAddressError(undefined);
    const fields = { address: draft.address, status: draft.status, nextVisitDate: draft.nextVisitDate, notes: notesOf(), today };
    const reset = () => {
      setDraft(emptyDraft(adds ?? 'NOT_VISITED'));
      setEditing(null);
    };
    if (editing) {
      update({
        variables: { input: { id: editing, ...fields } },
        onCompleted: ({ updateTerritoryHouse: r }) => {
          const ok = r.__typename === 'TerritoryHouseUpdated';
          done(r, t('houses.updated'), ok);
          if (ok) reset();
        },
        onError: (error) => {
          failed(error);
          if (isNetworkUnavailable(error)) reset();
        },
      });
      return;
    }
    if (!connection) return;
    add({
      variables: { input: { territoryId: target.id, ...fields }, connections: [connection] },
      onCompleted: ({ addTerritoryHouse: r }) => {
        const ok = r.__typename === 'TerritoryHouseAdded';
        done(r, t('houses.added'), ok);
        if (ok) reset();
      },
      onError: (error) => {
        failed(error);
        if (isNetworkUnavailable(error)) reset();
      },
    });
  };

  const edit = (house: House) => {
    setEditing(house.id);
    setDraft({ ...emptyDraft(house.status as HouseStatus), address: house.address, nextVisitDate: house.nextVisitDate ?? '', notes: house.notes ?? '' });
  };

  const del = (house: House) => {
    if (!connection) return;
    remove({
      variables: { input: { id: house.id }, connections: [connection] },
      onCompleted: ({ deleteTerritoryHouse: r }) => done(r, t('houses.deleted'), r.__typename === 'TerritoryHouseDeleted'),
      onError: failed,
    });
  };

  const emptyText = { houses: t('houses.empty'), contacts: t('houses.emptyContacts'), returnVisits: t('houses.emptyReturnVisits') }[view];
  const sectionTitle = editing
    ? t('houses.editSection')
    : { houses: t('houses.addSection'), contacts: t('houses.addContactSection'), returnVisits: t('houses.addReturnVisitSection') }[view];
  const saveLabel = { houses: t('houses.add'), contacts: t('houses.addContact'), returnVisits: t('houses.addReturnVisit') }[view];
  const asksPerson = !editing && view !== 'houses';

  return (
    <div className={styles.form}>
      {view === 'contacts' && <p className={styles.muted}>{t('houses.contactsHint')}</p>}
      {view === 'returnVisits' && <p className={styles.muted}>{t('houses.returnVisitsHint')}</p>}
      {houses.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={styles.houses}>
          {houses.map((house) => (
            <HouseItem key={house.id} house={house} editNextVisit={view === 'returnVisits'} busy={busy} onChange={change} onEdit={edit} onDelete={del} />
          ))}
        </ul>
      )}
      <section className={styles.section} aria-labelledby="house-form-title">
        <h3 id="house-form-title" className={styles.sectionTitle}>
          {sectionTitle}
        </h3>
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {asksPerson && (
            <TextField label={view === 'contacts' ? t('houses.contactName') : t('houses.personName')} value={draft.name} onChange={set('name')} />
          )}
          <TextField label={t('houses.address')} isRequired value={draft.address} onChange={set('address')} errorMessage={addressError} />
          {asksPerson && view === 'contacts' && (
            <div className={styles.formGrid}>
              <TextField label={t('houses.phone')} type="tel" value={draft.phone} onChange={set('phone')} />
              <TextField label={t('houses.email')} type="email" value={draft.email} onChange={set('email')} />
            </div>
          )}
          {(view === 'houses' || editing) && (
            <Select
              label={t('houses.status')}
              value={draft.status}
              onChange={(status) => setDraft((d) => ({ ...d, status: status as HouseStatus }))}
              options={HOUSE_STATUSES.map((id) => ({ id, label: labels.houseStatus(id) }))}
            />
          )}
          {draft.status === 'RETURN_VISIT' && <TextField label={t('houses.nextVisit')} type="date" value={draft.nextVisitDate} onChange={set('nextVisitDate')} />}
          {asksPerson && view === 'returnVisits' && <TextField label={t('houses.topic')} value={draft.topic} onChange={set('topic')} />}
          <TextField label={t('houses.notes')} multiline rows={2} value={draft.notes} onChange={set('notes')} />
          <div className={styles.dialogActions}>
            {editing && (
              <Button variant="secondary" onPress={() => setEditing(null)}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" isDisabled={busy}>
              {editing ? t('houses.save') : saveLabel}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
