// The Add Event dialog (spec 02, Calendar): opened from a day with its date filled in. Title, date
// and time are required ('Missing Information'); the alarm is on by default, 24 hours before, and
// the API computes it from the date, time and this browser's time zone (timezoneOffset).
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { connectionsFor, type CalendarLists } from './connections.ts';
import { dayLabel, timezoneOffsetAt } from './dates.ts';
import { DEFAULT_PRIORITY, DEFAULT_TYPE, EVENT_TYPES, parseAttendees, PRIORITIES } from './event-options.ts';
import { serverMessage } from './server-message.ts';
import { useCreateCalendarEventMutation } from './useCreateCalendarEventMutation.ts';
import * as styles from './calendar.css.ts';

export const MISSING_INFORMATION = 'Please fill in title, date, and time';

interface Props {
  /** The day the dialog was opened for; null when closed. */
  date: string | null;
  lists: CalendarLists;
  onClose: () => void;
}

export function AddEventDialog({ date, lists, onClose }: Props) {
  return (
    <Dialog title="Add Event" isOpen={date !== null} onOpenChange={(open) => !open && onClose()}>
      {date !== null && <AddEventForm key={date} initialDate={date} lists={lists} onDone={onClose} />}
    </Dialog>
  );
}

function AddEventForm({ initialDate, lists, onDone }: { initialDate: string; lists: CalendarLists; onDone: () => void }) {
  const [values, setValues] = useState({ title: '', date: initialDate, time: '', location: '', description: '', attendees: '' });
  const [type, setType] = useState(DEFAULT_TYPE);
  const [priority, setPriority] = useState(DEFAULT_PRIORITY);
  const [alarmEnabled, setAlarmEnabled] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, inFlight] = useCreateCalendarEventMutation();
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const { title, date, time } = values;
    if (!title.trim() || !date || !time) {
      errorToast(MISSING_INFORMATION, 'Missing Information');
      setErrors({
        ...(title.trim() ? {} : { title: 'Title is required' }),
        ...(date ? {} : { date: 'Date is required' }),
        ...(time ? {} : { time: 'Time is required' }),
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
        },
        connections: connectionsFor(lists, date),
      },
      onCompleted: ({ createCalendarEvent: result }) => {
        if (result.__typename === 'CalendarEventCreated') {
          toast({ title: 'Event Added', description: 'Calendar event has been successfully added' });
          onDone();
          return;
        }
        const failure = failureOf(result, 'Please try again.');
        setErrors(failure.fields);
        errorToast(failure.message, 'Failed to Add Event');
      },
      onError: (error) => {
        errorToast(serverMessage(error), 'Failed to Add Event');
      },
    });
  };

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.meta}>{values.date ? dayLabel(values.date) : 'Choose a date'}</p>
      <TextField label="Title" isRequired value={values.title} onChange={set('title')} errorMessage={errors.title} autoFocus />
      <div className={styles.formRow}>
        <TextField label="Date" type="date" isRequired value={values.date} onChange={set('date')} errorMessage={errors.date} />
        <TextField label="Time" type="time" isRequired value={values.time} onChange={set('time')} errorMessage={errors.time} />
      </div>
      <div className={styles.formRow}>
        <Select label="Type" options={EVENT_TYPES} value={type} onChange={setType} errorMessage={errors.type} />
        <Select label="Priority" options={PRIORITIES} value={priority} onChange={setPriority} errorMessage={errors.priority} />
      </div>
      <TextField label="Location" value={values.location} onChange={set('location')} errorMessage={errors.location} />
      <TextField label="Description" multiline rows={3} value={values.description} onChange={set('description')} errorMessage={errors.description} />
      <TextField
        label="Expected attendees"
        inputMode="numeric"
        value={values.attendees}
        onChange={set('attendees')}
        errorMessage={errors.attendees}
        description="A whole number; left empty it counts as 0"
      />
      <Checkbox isSelected={alarmEnabled} onChange={setAlarmEnabled}>
        Remind me 24 hours before
      </Checkbox>
      <p className={styles.notice}>
        <strong>SMS notifications</strong> are coming soon. Reminders show in this browser while the app is open.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? 'Adding…' : 'Add Event'}
        </Button>
      </div>
    </Form>
  );
}
