import { Button as AriaButton, Link as AriaLink, type ButtonProps, type LinkProps } from 'react-aria-components';
import * as styles from './ui.css.ts';

type Variant = keyof typeof styles.button;

export function Button({ variant = 'primary', className, ...props }: ButtonProps & { variant?: Variant; className?: string }) {
  return <AriaButton {...props} className={[styles.button[variant], className].filter(Boolean).join(' ')} />;
}

/** A link that looks like a button (react-aria's Link routes through the app's router). */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant; className?: string }) {
  return <AriaLink {...props} className={[styles.button[variant], className].filter(Boolean).join(' ')} />;
}
