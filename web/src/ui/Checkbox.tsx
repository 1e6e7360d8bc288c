import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';
import * as styles from './ui.css.ts';

export function Checkbox({ children, ...props }: Omit<CheckboxProps, 'children'> & { children: React.ReactNode }) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.checkboxBox} aria-hidden="true">
            {isSelected && <Check size={16} strokeWidth={3} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
