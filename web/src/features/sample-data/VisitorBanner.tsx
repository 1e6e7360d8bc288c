// The banner of spec 02 section 1 for visitors: they are looking at sample data, and may create an
// account. Dismissed once, it stays hidden on every page for the rest of the browser session.
import { useState } from 'react';
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './sample-data.css.ts';

const DISMISSED_KEY = 'visitor-banner-dismissed';

export function VisitorBanner() {
  const shell = useShell();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  return (
    <section className={styles.banner} aria-label="Create an account">
      <span>
        <strong>You are looking at sample data.</strong> Create a free account to keep your own notes, contacts and calendar.
      </span>
      <span className={styles.bannerActions}>
        <Button onPress={() => shell.openAccount('create')}>Create Account</Button>
        <Button
          variant="secondary"
          onPress={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          Dismiss
        </Button>
      </span>
    </section>
  );
}
