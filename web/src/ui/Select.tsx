import { ChevronDown } from 'lucide-react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { RequiredMark } from './RequiredMark.tsx';
import * as styles from './ui.css.ts';

export interface Option {
  id: string;
  label: string;
}

interface Props {
  label: string;
  options: Option[];
  value: string | null;
  onChange: (value: string) => void;
  isRequired?: boolean;
  errorMessage?: string;
  placeholder?: string;
}

export function Select({ label, options, value, onChange, isRequired, errorMessage, placeholder }: Props) {
  return (
    <AriaSelect
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      isRequired={isRequired}
      isInvalid={!!errorMessage}
      placeholder={placeholder}
    >
      <RequiredMark shown={isRequired}>
        <Label className={styles.label}>{label}</Label>
      </RequiredMark>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <ChevronDown aria-hidden="true" size={18} />
      </AriaButton>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={options}>
          {(item) => (
            <ListBoxItem id={item.id} className={styles.listBoxItem}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
