// The request form of /shepherding-call (docs/product/shepherding.md): request type (required),
// priority (urgent, normal — the default — or low), description (at least 10 characters),
// preferred elders and notes. The rules are the server's; its messages show beside the fields,
// marked invalid, and the first of them takes the focus.
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { prependToConnection } from '../../relay/connections.ts';
import { PRIORITIES, REQUEST_TYPES } from './labels.ts';
import { useCreateShepherdingRequestMutation } from './useCreateShepherdingRequestMutation.ts';
import * as styles from './shepherding.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

const EMPTY = { requestType: '', priority: 'normal', description: '', preferredElders: '', notes: '' };

export function ShepherdingRequestForm({ viewerId }: { viewerId: string }) {
  const [values, setValues] = useState(EMPTY);
  const { t } = useTranslation('shepherding');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const [commit, submitting] = useCreateShepherdingRequestMutation();
  const FAILED = t('form.failed');

  // After the fields have rendered as invalid, the first of them takes the focus.
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
  }, [focusInvalid]);
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
          toast({ title: t('form.submittedTitle'), description: t('form.submittedText') });
          return;
        }
        const failure = failureOf(result, FAILED);
        setErrors(failure.fields);
        // A message that belongs to a field shows beside it, once; anything else is a toast.
        if (Object.keys(failure.fields).length > 0) setFocusInvalid((n) => n + 1);
        else errorToast(result.__typename === 'ValidationError' ? failure.message : FAILED);
      },
      onError: () => void errorToast(FAILED),
    });
  };

  return (
    <Form
      ref={form}
      className={styles.form}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('form.requestType')}
        options={REQUEST_TYPES.map((type) => ({ id: type.value, label: t(`requestTypes.${type.key}`) }))}
        value={values.requestType || null}
        onChange={set('requestType')}
        placeholder={t('form.requestTypePlaceholder')}
        isRequired
        errorMessage={errors.requestType}
      />
      <Select
        label={t('form.priority')}
        options={PRIORITIES.map((id) => ({ id, label: t(`priorities.${id}`) }))}
        value={values.priority}
        onChange={set('priority')}
        errorMessage={errors.priority}
      />
      <TextField
        label={t('form.description')}
        multiline
        rows={5}
        isRequired
        value={values.description}
        onChange={set('description')}
        description={t('form.descriptionHint')}
        errorMessage={errors.description}
      />
      <TextField
        label={t('form.preferredElders')}
        value={values.preferredElders}
        onChange={set('preferredElders')}
        errorMessage={errors.preferredElders}
      />
      <TextField label={t('form.notes')} multiline rows={3} value={values.notes} onChange={set('notes')} errorMessage={errors.notes} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={submitting}>
          <Send aria-hidden="true" className={`${styles.icon} ${flipInRtl}`} />
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
