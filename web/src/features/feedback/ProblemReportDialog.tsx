// Report a Problem (docs/product/feedback.md): name and problem description required; email,
// problem type and steps to reproduce optional. The browser (user agent, screen and window sizes),
// the time and the page's address go with it, as the form tells the sender.
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { currentBrowserInfo } from './browser-info.ts';
import { FeedbackFormDialog, useFeedbackForm } from './FeedbackFormDialog.tsx';
import { PROBLEM_TYPES } from './labels.ts';
import { useSendProblemReportMutation } from './useSendProblemReportMutation.ts';
import { useSender } from './useSender.ts';
import * as styles from './feedback.css.ts';

export function ProblemReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const sender = useSender();
  const [commit, submitting] = useSendProblemReportMutation();
  const form = useFeedbackForm(
    { name: sender?.fullName ?? '', email: sender?.email ?? '', problemType: '', description: '', stepsToReproduce: '' },
    ['name', 'description'],
    {
      sentTitle: t('problem.sentTitle'),
      sent: t('problem.sent'),
      failedTitle: t('problem.failedTitle'),
      failed: t('problem.failed'),
    },
  );
  const { values, set, errors } = form;

  const submit = () => {
    if (!form.checkRequired()) return;
    commit({
      variables: {
        input: { ...values, browserInfo: currentBrowserInfo(), timestamp: new Date().toISOString(), url: window.location.href },
      },
      onCompleted: ({ sendProblemReport: result }) => {
        if (form.handleResult(result)) onClose();
      },
      onError: () => form.networkFailed(),
    });
  };

  return (
    <FeedbackFormDialog
      title={t('problem.title')}
      intro={t('problem.intro')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      submitting={submitting}
      submitLabel={t('problem.submit')}
      submittingLabel={t('form.sending')}
      onSubmit={submit}
      focusInvalid={form.focusInvalid}
    >
      <TextField label={t('form.name')} isRequired autoComplete="name" value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <TextField label={t('form.emailOptional')} type="email" autoComplete="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <Select
        label={t('problem.problemType')}
        placeholder={t('form.choose')}
        options={PROBLEM_TYPES.map((o) => ({ id: o.value, label: t(`problemTypes.${o.key}`) }))}
        value={values.problemType || null}
        onChange={set('problemType')}
        errorMessage={errors.problemType}
      />
      <TextField
        label={t('problem.description')}
        multiline
        rows={4}
        isRequired
        value={values.description}
        onChange={set('description')}
        errorMessage={errors.description}
      />
      <TextField
        label={t('problem.steps')}
        multiline
        rows={4}
        value={values.stepsToReproduce}
        onChange={set('stepsToReproduce')}
        errorMessage={errors.stepsToReproduce}
      />
      <p className={styles.note}>{t('problem.browserNote')}</p>
    </FeedbackFormDialog>
  );
}
