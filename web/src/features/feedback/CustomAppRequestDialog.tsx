// Custom App Development Request (docs/product/feedback.md): name, email and project description
// required; phone, project type, budget and timeline optional. Sent to POST /api/contact's
// GraphQL twin, sendCustomAppRequest. A failure names the support email an admin set, if any.
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FeedbackFormDialog, useFeedbackForm } from './FeedbackFormDialog.tsx';
import { BUDGETS, PROJECT_TYPES, TIMELINES } from './labels.ts';
import { useSendCustomAppRequestMutation } from './useSendCustomAppRequestMutation.ts';
import { useSender, useSupportEmail } from './useSender.ts';

export function CustomAppRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const sender = useSender();
  const supportEmail = useSupportEmail();
  const [commit, submitting] = useSendCustomAppRequestMutation();
  const form = useFeedbackForm(
    { name: sender?.fullName ?? '', email: sender?.email ?? '', phone: '', projectType: '', description: '', budget: '', timeline: '' },
    ['name', 'email', 'description'],
    {
      sentTitle: t('contact.sentTitle'),
      sent: t('contact.sent'),
      failedTitle: t('contact.failedTitle'),
      failed: supportEmail ? t('contact.failedWithEmail', { email: supportEmail }) : t('contact.failed'),
    },
  );
  const { values, set, errors } = form;

  const submit = () => {
    if (!form.checkRequired()) return;
    commit({
      variables: { input: values },
      onCompleted: ({ sendCustomAppRequest: result }) => {
        if (form.handleResult(result)) onClose();
      },
      onError: () => form.networkFailed(),
    });
  };

  return (
    <FeedbackFormDialog
      title={t('contact.title')}
      intro={t('contact.intro')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      submitting={submitting}
      submitLabel={t('contact.submit')}
      submittingLabel={t('form.sending')}
      onSubmit={submit}
      focusInvalid={form.focusInvalid}
    >
      <TextField label={t('form.name')} isRequired autoComplete="name" value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <TextField label={t('form.email')} type="email" isRequired autoComplete="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <TextField label={t('contact.phone')} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} errorMessage={errors.phone} />
      <Select
        label={t('contact.projectType')}
        placeholder={t('form.choose')}
        options={PROJECT_TYPES.map((o) => ({ id: o.value, label: t(`projectTypes.${o.key}`) }))}
        value={values.projectType || null}
        onChange={set('projectType')}
        errorMessage={errors.projectType}
      />
      <TextField
        label={t('contact.description')}
        multiline
        rows={5}
        isRequired
        value={values.description}
        onChange={set('description')}
        errorMessage={errors.description}
      />
      <Select
        label={t('contact.budget')}
        placeholder={t('form.choose')}
        options={BUDGETS.map((o) => ({ id: o.value, label: t(`budgets.${o.key}`) }))}
        value={values.budget || null}
        onChange={set('budget')}
        errorMessage={errors.budget}
      />
      <Select
        label={t('contact.timeline')}
        placeholder={t('form.choose')}
        options={TIMELINES.map((o) => ({ id: o.value, label: t(`timelines.${o.key}`) }))}
        value={values.timeline || null}
        onChange={set('timeline')}
        errorMessage={errors.timeline}
      />
    </FeedbackFormDialog>
  );
}
