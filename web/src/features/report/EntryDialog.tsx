// Add or edit one entry: date, hours and minutes, kind of witnessing, credit, note. The form checks
// the rules a member can break here (a real date, hours 0–24, minutes 0–59, 1 minute to 24 hours)
// beside each field; a saved entry goes through the device's one write path (offline/sync.ts): it
// shows at once, signal or not, and the month's figures follow once the server has it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { ServiceKind } from '../../__generated__/ReportPageQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useRelayEnvironment } from 'react-relay';
import { write } from '../../offline/sync.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import { entryProblems, numberOf } from './format.ts';
import * as styles from './report.css.ts';

export interface Entry {
  readonly id: string;
  readonly date: string;
  readonly minutes: number;
  readonly kind: ServiceKind;
  readonly credit: boolean;
  readonly note: string | null | undefined;
}

const KINDS: ServiceKind[] = ['HOUSE_TO_HOUSE', 'CART', 'LETTER', 'PHONE', 'INFORMAL'];

interface Props {
  entry: Entry | null;
  defaultDate: string;
  /** The month's list of entries, where a new one shows at once. */
  connection: string;
  onClose: () => void;
  onChanged: () => void;
}

const OFFLINE_TOAST_MS = 3000;

export function EntryDialog({ entry, defaultDate, connection, onClose, onChanged }: Props) {
  const { t } = useTranslation('report');
  const [values, setValues] = useState({
    date: entry?.date ?? defaultDate,
    hours: entry ? String(Math.floor(entry.minutes / 60)) : '',
    minutes: entry ? String(entry.minutes % 60) : '',
    kind: entry?.kind ?? ('HOUSE_TO_HOUSE' as ServiceKind),
    credit: entry?.credit ?? false,
    note: entry?.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const environment = useRelayEnvironment();
  const set = (name: 'date' | 'hours' | 'minutes' | 'note') => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const problems = entryProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`form.${problem}`)])));
      return;
    }
    setErrors({});
    write(environment, {
      type: 'serviceEntry',
      action: entry ? 'update' : 'create',
      target: entry?.id ?? null,
      fields: {
        date: values.date,
        minutes: numberOf(values.hours) * 60 + numberOf(values.minutes),
        kind: values.kind,
        credit: values.credit,
        note: values.note.trim() || null,
      },
      connections: entry ? undefined : [connection],
    }).then(
      ({ waiting }) => {
        if (waiting) toast({ title: t('form.savedOfflineTitle'), description: t('form.savedOffline') }, OFFLINE_TOAST_MS);
        else toast({ title: t('form.saved') });
        onChanged();
        onClose();
      },
      () => errorToast(t('errors.generic')),
    );
  };

  return (
    <Dialog title={entry ? t('form.editTitle') : t('form.addTitle')} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        validationBehavior="aria"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={t('form.date')} type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
        <div className={styles.twoFields}>
          <TextField label={t('form.hours')} type="number" inputMode="numeric" value={values.hours} onChange={set('hours')} errorMessage={errors.hours} />
          <TextField label={t('form.minutes')} type="number" inputMode="numeric" value={values.minutes} onChange={set('minutes')} errorMessage={errors.minutes} />
        </div>
        <Select
          label={t('form.kind')}
          options={KINDS.map((kind) => ({ id: kind, label: t(`kinds.${kind}`) }))}
          value={values.kind}
          onChange={(kind) => setValues((v) => ({ ...v, kind: kind as ServiceKind }))}
        />
        <Checkbox isSelected={values.credit} onChange={(credit) => setValues((v) => ({ ...v, credit }))}>
          {t('form.credit')}
        </Checkbox>
        <TextField label={t('form.note')} multiline rows={2} value={values.note} onChange={set('note')} errorMessage={errors.note} />
        <div className={styles.row}>
          <Button type="submit">
            {t('form.save')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('form.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
