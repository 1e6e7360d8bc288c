// The star after a required field's label, for the eye only: it stands beside the <label>, not in
// it, and is hidden from assistive technology, so the field's name stays the label's words; the
// field itself is marked required (aria-required). Forms that say "Fields marked * are required"
// rely on it.
import type { ReactNode } from 'react';
import * as styles from './ui.css.ts';

export function RequiredMark({ shown, children }: { shown: boolean | undefined; children: ReactNode }) {
  if (!shown) return children;
  return (
    <span className={styles.labelRow}>
      {children}
      <span aria-hidden="true" className={styles.requiredMark}>
        *
      </span>
    </span>
  );
}
