// Add or edit one entry: date, hours and minutes, kind of witnessing, credit, note. The server's
// rules decide; a refused field shows its message beside it and the dialog stays open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { ServiceKind } from '../../__generated__/ReportPageQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failed, handleFormAnswer } from './commit.ts';
import type { MutationResult } from '../../relay/mutations.ts';
import { useCreateServiceEntryMutation } from './useCreateServiceEntryMutation.ts';
import { useUpdateServiceEntryMutation } from './useUpdateServiceEntryMutation.ts';
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
  onClose: () => void;
  onChanged: () => void;
}

/** A whole number typed in a field; blank is 0, anything else is sent as it is for the server to judge. */
const numberOf = (value: string) => (value.trim() === '' ? 0 : Number(value));

export function EntryDialog({ entry, defaultDate, onClose, onChanged }: Props) {
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
  const [create, creating] = useCreateServiceEntryMutation();
  const [update, updating] = useUpdateServiceEntryMutation();
  const set = (name: 'date' | 'hours' | 'minutes' | 'note') => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const finish = (answer: MutationResult, success: string) =>
    handleFormAnswer(answer, success, { done: t('form.saved'), fallback: t('errors.generic') }, setErrors, () => {
      onChanged();
      onClose();
    });

  const submit = () => {
    const input = {
      date: values.date,
      hours: numberOf(values.hours),
      minutes: numberOf(values.minutes),
      kind: values.kind,
      credit: values.credit,
      note: values.note,
    };
    const onError = failed(t('errors.generic'));
    if (entry) {
      update({ variables: { input: { id: entry.id, ...input } }, onCompleted: ({ updateServiceEntry }) => finish(updateServiceEntry, 'ServiceEntryUpdated'), onError });
    } else {
      create({ variables: { input }, onCompleted: ({ createServiceEntry }) => finish(createServiceEntry, 'ServiceEntryCreated'), onError });
    }
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
          <Button type="submit" isDisabled={creating || updating}>
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
