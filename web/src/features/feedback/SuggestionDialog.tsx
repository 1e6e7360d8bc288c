// Share Your Suggestions (docs/product/feedback.md): name and suggestion required, email optional.
// Stored on the server (the original app kept suggestions on the device only).
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField.tsx';
import { FeedbackFormDialog, useFeedbackForm } from './FeedbackFormDialog.tsx';
import { useSendSuggestionMutation } from './useSendSuggestionMutation.ts';
import { useSender } from './useSender.ts';

export function SuggestionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const sender = useSender();
  const [commit, submitting] = useSendSuggestionMutation();
  const form = useFeedbackForm({ name: sender?.fullName ?? '', email: sender?.email ?? '', suggestion: '' }, ['name', 'suggestion'], {
    sentTitle: t('suggestion.sentTitle'),
    sent: t('suggestion.sent'),
    failedTitle: t('suggestion.failedTitle'),
    failed: t('suggestion.failed'),
  });
  const { values, set, errors } = form;

  const submit = () => {
    if (!form.checkRequired()) return;
    commit({
      variables: { input: values },
      onCompleted: ({ sendSuggestion: result }) => {
        if (form.handleResult(result)) onClose();
      },
      onError: () => form.networkFailed(),
    });
  };

  return (
    <FeedbackFormDialog
      title={t('suggestion.title')}
      intro={t('suggestion.intro')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      submitting={submitting}
      submitLabel={t('suggestion.submit')}
      submittingLabel={t('form.sending')}
      onSubmit={submit}
      focusInvalid={form.focusInvalid}
    >
      <TextField label={t('form.name')} isRequired autoComplete="name" value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <TextField label={t('form.emailOptional')} type="email" autoComplete="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <TextField
        label={t('suggestion.suggestion')}
        multiline
        rows={5}
        isRequired
        value={values.suggestion}
        onChange={set('suggestion')}
        errorMessage={errors.suggestion}
      />
    </FeedbackFormDialog>
  );
}
