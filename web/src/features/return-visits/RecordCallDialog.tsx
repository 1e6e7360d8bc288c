// Record a call: its date (the device's today as a calendar date unless changed), notes, what was
// left, and the new next-visit date, which becomes the visit's. The call heads the visit's history
// at once and the card's last call and next visit follow, signal or not.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { callsConnectionOf } from './CallHistory.tsx';
import { deviceToday, isCalendarDay } from './due.ts';
import type { ReturnVisitValues } from './ReturnVisitCard.tsx';
import { useRecordCallMutation } from './useRecordCallMutation.ts';
import * as styles from './returnVisits.css.ts';

interface Props {
  visit: ReturnVisitValues | null;
  onClose: () => void;
}

export function RecordCallDialog({ visit, onClose }: Props) {
  const { t } = useTranslation('returnVisits');
  return (
    <Dialog title={t('dialog.callTitle', { name: visit?.name ?? '' })} isOpen={visit !== null} onOpenChange={(open) => !open && onClose()}>
      {visit && <CallForm key={visit.id} visit={visit} onClose={onClose} />}
    </Dialog>
  );
}

function CallForm({ visit, onClose }: { visit: ReturnVisitValues; onClose: () => void }) {
  const { t } = useTranslation('returnVisits');
  const [values, setValues] = useState({ date: deviceToday(), notes: '', publication: '', nextVisitDate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const [record] = useRecordCallMutation();
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...others }) => others);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!isCalendarDay(values.date)) found.date = t('required.date');
    if (values.nextVisitDate && !isCalendarDay(values.nextVisitDate)) found.nextVisitDate = t('invalid.date');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    const input = {
      returnVisitId: visit.id,
      date: values.date,
      notes: values.notes.trim() || null,
      publication: values.publication.trim() || null,
      ...(values.nextVisitDate ? { nextVisitDate: values.nextVisitDate } : {}),
    };
    record({
      variables: { input, connections: [callsConnectionOf(visit.id)] },
      onCompleted: () => {
        toast({ title: t('toast.callRecorded') });
        onClose();
      },
      onError: (error) => {
        if (isNetworkUnavailable(error)) {
          toast({ title: t('toast.savedOffline'), description: t('toast.savedOfflineBody') }, 3000);
          onClose();
        } else errorToast(t('toast.failed', { message: error.message }));
      },
    });
  };

  return (
    <Form
      ref={ref}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField label={t('field.date')} type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
      <TextField label={t('field.notes')} multiline rows={3} value={values.notes} onChange={set('notes')} />
      <TextField label={t('field.publication')} value={values.publication} onChange={set('publication')} />
      <TextField
        label={t('field.newNextVisitDate')}
        type="date"
        value={values.nextVisitDate}
        onChange={set('nextVisitDate')}
        errorMessage={errors.nextVisitDate}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit">{t('dialog.recordCall')}</Button>
      </div>
    </Form>
  );
}
