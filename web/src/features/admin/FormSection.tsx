// One form of an admin tab: its heading (which names the form), an optional hint, the fields, the
// form's own error (announced) and its submit button, disabled while it is being saved (SubmitRow,
// which the settings tabs' forms end with too).
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import * as ui from '../../ui/ui.css.ts';
import * as styles from './admin.css.ts';

interface Props {
  id: string;
  heading: string;
  hint?: string;
  error: string | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function FormSection({ id, heading, hint, error, submitLabel, saving, onSubmit, children }: Props) {
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      {hint && <p className={styles.muted}>{hint}</p>}
      {children}
      <SubmitRow error={error} saving={saving} label={submitLabel} />
    </Form>
  );
}

/** The end of an admin form: its error, announced, and its submit button, disabled while saving. */
export function SubmitRow({ error, saving, label }: { error: string | null; saving: boolean; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {label}
        </Button>
      </div>
    </>
  );
}
