// The request form of /shepherding-call: request type (required), priority (urgent, normal —
// the default — or low), description (at least 10 characters), preferred elders and notes.
// The rules are the server's; its messages show beside the fields.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { prependToConnection } from '../experiences/connections.ts';
import { PRIORITIES, REQUEST_TYPES } from './labels.ts';
import { useCreateShepherdingRequestMutation } from './useCreateShepherdingRequestMutation.ts';
import * as styles from './shepherding.css.ts';

const FAILED = 'Failed to submit request. Please try again.';
const EMPTY = { requestType: '', priority: 'normal', description: '', preferredElders: '', notes: '' };

export function ShepherdingRequestForm({ viewerId }: { viewerId: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, submitting] = useCreateShepherdingRequestMutation();
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    commit({
      variables: { input: { ...values, requestType: values.requestType || null } },
      updater: (store, data) => {
        const result = data?.createShepherdingRequest;
        const id = result?.__typename === 'ShepherdingRequestCreated' ? result.request?.id : undefined;
        const node = id ? store.get(id) : null;
        if (node) prependToConnection(store, viewerId, 'YourRequests_shepherdingRequests', node, 'UserShepherdingRequestsConnectionEdge');
      },
      onCompleted: ({ createShepherdingRequest: result }) => {
        if (result.__typename === 'ShepherdingRequestCreated') {
          setValues(EMPTY);
          setErrors({});
          toast({ title: 'Request Submitted', description: 'The elders of your service group will contact you soon.' });
          return;
        }
        const failure = failureOf(result, FAILED);
        setErrors(failure.fields);
        errorToast(result.__typename === 'ValidationError' ? failure.message : FAILED);
      },
      onError: () => void errorToast(FAILED),
    });
  };

  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Select
        label="Request type"
        options={REQUEST_TYPES}
        value={values.requestType || null}
        onChange={set('requestType')}
        placeholder="Select a request type"
        isRequired
        errorMessage={errors.requestType}
      />
      <Select label="Priority" options={PRIORITIES} value={values.priority} onChange={set('priority')} errorMessage={errors.priority} />
      <TextField
        label="Description"
        multiline
        rows={5}
        isRequired
        value={values.description}
        onChange={set('description')}
        description="At least 10 characters"
        errorMessage={errors.description}
      />
      <TextField label="Preferred elders (optional)" value={values.preferredElders} onChange={set('preferredElders')} errorMessage={errors.preferredElders} />
      <TextField label="Notes (optional)" multiline rows={3} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit Request'}
        </Button>
      </div>
    </Form>
  );
}
