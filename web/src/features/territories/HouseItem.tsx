// One house of a territory in the houses, contacts or return visits view: its address, status
// (a do-not-call address flagged in the warning colour), last call and next visit; its status can
// be changed on the spot (which records a call), and in the return visits view its next visit.
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HouseItem_house$data, HouseItem_house$key } from '../../__generated__/HouseItem_house.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { HOUSE_STATUSES, useTerritoryLabels } from './labels.ts';
import * as styles from './territories.css.ts';

export type House = HouseItem_house$data;

interface Props {
  house: HouseItem_house$key;
  /** The return visits view edits the next visit; the others the status. */
  editNextVisit: boolean;
  busy: boolean;
  onChange: (house: House, changes: Partial<Pick<House, 'status' | 'nextVisitDate'>>) => void;
  onEdit: (house: House) => void;
  onDelete: (house: House) => void;
}

export function HouseItem({ house: key, editNextVisit, busy, onChange, onEdit, onDelete }: Props) {
  const house = useFragment(
    graphql`
      fragment HouseItem_house on TerritoryHouse {
        id
        address
        status
        doNotCall
        lastCallDate
        nextVisitDate
        notes
      }
    `,
    key,
  );
  const labels = useTerritoryLabels();
  const { t } = labels;
  const { calendarDate } = useFormat();
  const [nextVisit, setNextVisit] = useState(house.nextVisitDate ?? '');

  return (
    <li className={house.doNotCall ? styles.houseDoNotCall : styles.house} data-do-not-call={house.doNotCall || undefined}>
      <div className={styles.houseBody}>
        <p className={styles.houseAddress} dir="auto">
          {house.address}
        </p>
        <span>
          {house.doNotCall ? (
            <span className={styles.doNotCallBadge}>
              <TriangleAlert aria-hidden="true" size={14} /> {t('houses.doNotCall')}
            </span>
          ) : (
            <span className={styles.houseBadge}>{labels.houseStatus(house.status)}</span>
          )}
        </span>
        <span className={styles.muted}>{house.lastCallDate ? t('houses.lastCall', { date: calendarDate(house.lastCallDate) }) : t('houses.noCall')}</span>
        {house.nextVisitDate && <span className={styles.muted}>{t('houses.nextVisitValue', { date: calendarDate(house.nextVisitDate) })}</span>}
        {house.notes && (
          <span className={styles.definition} dir="auto">
            {house.notes}
          </span>
        )}
      </div>
      <div className={styles.houseControls}>
        {editNextVisit ? (
          <>
            <TextField label={t('houses.nextVisit')} type="date" value={nextVisit} onChange={setNextVisit} />
            <Button
              variant="secondary"
              isDisabled={busy}
              aria-label={t('houses.saveNextVisitLabel', { address: house.address })}
              onPress={() => onChange(house, { nextVisitDate: nextVisit })}
            >
              {t('houses.saveNextVisit')}
            </Button>
          </>
        ) : (
          <Select
            label={t('houses.markLabel', { address: house.address })}
            value={house.status}
            onChange={(status) => status !== house.status && onChange(house, { status: status as House['status'] })}
            options={HOUSE_STATUSES.map((id) => ({ id, label: labels.houseStatus(id) }))}
          />
        )}
        <Button variant="ghost" aria-label={t('houses.editLabel', { address: house.address })} onPress={() => onEdit(house)}>
          <Pencil aria-hidden="true" className={styles.icon} />
        </Button>
        <Button variant="ghost" aria-label={t('houses.deleteLabel', { address: house.address })} onPress={() => onDelete(house)}>
          <Trash2 aria-hidden="true" className={styles.icon} />
        </Button>
      </div>
    </li>
  );
}
