// The request form of /shepherding-call (docs/product/shepherding.md): request type (required),
// priority (urgent, normal — the default — or low), description (at least 10 characters),
// preferred elders and notes. The form checks the rules the server keeps before the request is
// kept on the device; a problem shows beside its field, marked invalid, and the first such field
// takes the focus. The request is then sent like every write a member makes: with no signal it
// waits on the device, is listed at once, and reaches the elders when the connection returns.
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConnectionHandler } from 'relay-runtime';
import { isNetworkUnavailable } from '../../offline/queue.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { PRIORITIES, REQUEST_TYPES } from './labels.ts';
import { requestProblems, type RequestValues } from './request-rules.ts';
import { useCreateShepherdingRequestMutation } from './useCreateShepherdingRequestMutation.ts';
import * as styles from './shepherding.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

const EMPTY: RequestValues = { requestType: '', priority: 'normal', description: '', preferredElders: '', notes: '' };
/** The saved-offline toast shows 3 s, as a note's does (docs/product/offline.md). */
const OFFLINE_TOAST_MS = 3000;

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
  const set = (name: keyof RequestValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const problems = requestProblems(values);
    const shown = Object.fromEntries(Object.entries(problems).map(([field, { key, max }]) => [field, t(key, { max })]));
    setErrors(shown);
    if (Object.keys(shown).length > 0) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    const done = () => {
      setValues(EMPTY);
      setErrors({});
    };
    commit({
      variables: {
        input: {
          ...values,
          preferredElders: values.preferredElders.trim() || null,
          notes: values.notes.trim() || null,
        },
        connections: [ConnectionHandler.getConnectionID(viewerId, 'YourRequests_shepherdingRequests')],
      },
      onCompleted: () => {
        done();
        toast({ title: t('form.submittedTitle'), description: t('form.submittedText') });
      },
      onError: (error) => {
        if (!isNetworkUnavailable(error)) return void errorToast(FAILED);
        done();
        toast({ title: t('form.offlineTitle'), description: t('form.offlineText') }, OFFLINE_TOAST_MS);
      },
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
