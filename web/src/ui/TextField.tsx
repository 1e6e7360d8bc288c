// A labelled text input. A message for this field (from the form's own check or the server) comes
// in as errorMessage: the input is then marked aria-invalid and the message shows right under it,
// in the error colour, tied to the input so a screen reader reads it with the field. A required
// field's label carries a star (RequiredMark).
import { CircleAlert } from 'lucide-react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';
import { RequiredMark } from './RequiredMark.tsx';
import * as styles from './ui.css.ts';

interface Props extends Omit<TextFieldProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
}

export function TextField({ label, description, errorMessage, placeholder, multiline, rows = 4, ...props }: Props) {
  return (
    <AriaTextField {...props} isInvalid={props.isInvalid ?? !!errorMessage} className={styles.field}>
      <RequiredMark shown={props.isRequired}>
        <Label className={styles.label}>{label}</Label>
      </RequiredMark>
      {multiline ? (
        <TextArea className={styles.input} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {errorMessage && (
        <FieldError className={styles.fieldError}>
          <CircleAlert aria-hidden="true" size={16} className={styles.fieldErrorIcon} />
          {errorMessage}
        </FieldError>
      )}
    </AriaTextField>
  );
}
