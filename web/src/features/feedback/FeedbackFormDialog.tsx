// The frame the three footer forms share: a dialog with a short introduction, the fields, and
// Cancel / Send; the Send button shows the submitting state and cannot be pressed twice. The
// form's own state and checks live in useFeedbackForm (below): a required field left blank is
// marked invalid with its message beside it and focus goes to the first; the server's messages for
// fields show the same way. A toast is kept for what belongs to no field (a refusal, no network).
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { failureOf, type MutationResult } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { blankFields } from './browser-info.ts';
import * as styles from './feedback.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

interface Props {
  title: string;
  intro: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: () => void;
  /** Bumped after a refusal so the first invalid field takes the focus. */
  focusInvalid: number;
  children: React.ReactNode;
}

export function FeedbackFormDialog({ title, intro, isOpen, onOpenChange, submitting, submitLabel, submittingLabel, onSubmit, focusInvalid, children }: Props) {
  const { t } = useTranslation('shell');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
  }, [focusInvalid]);
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Form
        ref={form}
        className={styles.form}
        validationBehavior="aria"
        aria-busy={submitting}
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        <p className={styles.intro}>{intro}</p>
        {children}
        <div className={ui.dialogActions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" isDisabled={submitting}>
            <Send aria-hidden="true" size={18} className={flipInRtl} />
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

export interface FormMessages {
  sentTitle: string;
  sent: string;
  failedTitle: string;
  failed: string;
}

/** A footer form's values, errors, its own required-field check, and what to do with the answer. */
export function useFeedbackForm<T extends Record<string, string>>(initial: T, required: readonly (keyof T & string)[], messages: FormMessages) {
  const { t } = useTranslation('feedback');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusInvalid, setFocusInvalid] = useState(0);

  const set = (name: keyof T & string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  /** False (with the blank fields marked, focus on the first) when a required field is blank. */
  const checkRequired = () => {
    const blank = blankFields(values, required);
    if (blank.length === 0) return true;
    setErrors(Object.fromEntries(blank.map((name) => [name, t('form.required')])));
    setFocusInvalid((n) => n + 1);
    return false;
  };

  /** Handles the mutation's answer; true when the form was stored. */
  const handleResult = (result: MutationResult) => {
    if (result.__typename.endsWith('Sent')) {
      setErrors({});
      setValues(initial);
      toast({ title: messages.sentTitle, description: messages.sent });
      return true;
    }
    const failure = failureOf(result, messages.failed);
    setErrors(failure.fields);
    if (Object.keys(failure.fields).length > 0) {
      setFocusInvalid((n) => n + 1);
      return false;
    }
    errorToast(result.__typename === 'ValidationError' || result.__typename === 'RateLimitError' ? failure.message : messages.failed, messages.failedTitle);
    return false;
  };

  const networkFailed = () => {
    errorToast(messages.failed, messages.failedTitle);
  };

  return { values, set, errors, focusInvalid, checkRequired, handleResult, networkFailed };
}
