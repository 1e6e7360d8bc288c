import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';
import * as styles from './ui.css.ts';

interface Props extends Omit<TextFieldProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled text input; a server-side message for this field comes in as errorMessage. */
export function TextField({ label, description, errorMessage, placeholder, multiline, rows = 4, ...props }: Props) {
  return (
    <AriaTextField {...props} isInvalid={props.isInvalid ?? !!errorMessage} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
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
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
