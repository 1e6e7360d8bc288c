// The Add Event dialog (docs/product/calendar.md): opened from a day with its date filled in. Title, date
// and time are required (each says so beside itself, and focus goes to the first); the alarm is on by default, 24 hours before, and
// the API computes it from the date, time and this browser's time zone (timezoneOffset).
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { connectionsFor, type CalendarLists } from './connections.ts';
import { alarmTimeOf, timezoneOffsetAt } from './dates.ts';
import { DEFAULT_PRIORITY, DEFAULT_TYPE, isEventType, isPriority, parseAttendees, type EventType, type Priority } from './event-options.ts';
import { useCalendarLabels } from './labels.ts';
import { useServerMessage } from './server-message.ts';
import { useCreateCalendarEventMutation } from './useCreateCalendarEventMutation.ts';
import * as styles from './calendar.css.ts';

interface Props {
  /** The day the dialog was opened for; null when closed. */
  date: string | null;
  lists: CalendarLists;
  onClose: () => void;
}

export function AddEventDialog({ date, lists, onClose }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog title={t('add.title')} isOpen={date !== null} onOpenChange={(open) => !open && onClose()}>
      {date !== null && <AddEventForm key={date} initialDate={date} lists={lists} onDone={onClose} />}
    </Dialog>
  );
}

function AddEventForm({ initialDate, lists, onDone }: { initialDate: string; lists: CalendarLists; onDone: () => void }) {
  const [values, setValues] = useState({ title: '', date: initialDate, time: '', location: '', description: '', attendees: '' });
  const labels = useCalendarLabels();
  const { t } = labels;
  const serverMessage = useServerMessage();
  const [type, setType] = useState<EventType>(DEFAULT_TYPE);
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [alarmEnabled, setAlarmEnabled] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, inFlight] = useCreateCalendarEventMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const { title, date, time } = values;
    if (!title.trim() || !date || !time) {
      focusFirstInvalid();
      setErrors({
        ...(title.trim() ? {} : { title: t('add.titleRequired') }),
        ...(date ? {} : { date: t('add.dateRequired') }),
        ...(time ? {} : { time: t('add.timeRequired') }),
      });
      return;
    }
    setErrors({});
    commit({
      variables: {
        input: {
          title,
          date,
          time,
          type,
          priority,
          location: values.location,
          description: values.description,
          attendees: parseAttendees(values.attendees),
          alarmEnabled,
          timezoneOffset: timezoneOffsetAt(date, time),
          // Shown and armed on the device until the server's own alarm replaces it.
          alarmTime: alarmEnabled ? alarmTimeOf(date, time) : null,
        },
        connections: connectionsFor(lists, date),
      },
      onCompleted: ({ createCalendarEvent: result }) => {
        if (result.__typename === 'CalendarEventCreated') {
          toast({ title: t('add.added'), description: t('add.addedBody') });
          onDone();
          return;
        }
        const failure = failureOf(result, t('errors.retry'));
        setErrors(failure.fields);
        // A message for a field stands beside it; only one for the whole form is a toast.
        if (Object.keys(failure.fields).length > 0) focusFirstInvalid();
        else errorToast(failure.message, t('add.addFailed'));
      },
      onError: (error) => {
        // Kept on the device and shown at once; it is delivered when the connection returns.
        if (isNetworkUnavailable(error)) {
          toast({ title: t('add.savedOffline'), description: t('add.savedOfflineBody') }, 3000);
          onDone();
          return;
        }
        errorToast(serverMessage(error), t('add.addFailed'));
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
      <p className={styles.meta}>{values.date ? labels.dayLabel(values.date) : t('add.chooseDate')}</p>
      <TextField label={t('add.eventTitle')} isRequired value={values.title} onChange={set('title')} errorMessage={errors.title} autoFocus />
      <div className={styles.formRow}>
        <TextField label={t('add.date')} type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
        <TextField label={t('add.time')} type="time" isRequired value={values.time} onChange={set('time')} errorMessage={errors.time} />
      </div>
      <div className={styles.formRow}>
        <Select label={t('add.type')} options={labels.typeOptions} value={type} onChange={(value) => isEventType(value) && setType(value)} errorMessage={errors.type} />
        <Select label={t('add.priority')} options={labels.priorityOptions} value={priority} onChange={(value) => isPriority(value) && setPriority(value)} errorMessage={errors.priority} />
      </div>
      <TextField label={t('add.location')} value={values.location} onChange={set('location')} errorMessage={errors.location} />
      <TextField
        label={t('add.description')}
        multiline
        rows={3}
        value={values.description}
        onChange={set('description')}
        errorMessage={errors.description}
      />
      <TextField
        label={t('add.attendees')}
        inputMode="numeric"
        value={values.attendees}
        onChange={set('attendees')}
        errorMessage={errors.attendees}
        description={t('add.attendeesHint')}
      />
      <Checkbox isSelected={alarmEnabled} onChange={setAlarmEnabled}>
        {t('add.alarm')}
      </Checkbox>
      <p className={styles.notice}>
        <Trans t={t} i18nKey="add.sms" components={{ strong: <strong /> }} />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          {t('add.cancel')}
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? t('add.adding') : t('add.submit')}
        </Button>
      </div>
    </Form>
  );
}
