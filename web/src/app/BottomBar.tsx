import { Button as AriaButton, Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { BOTTOM_LINKS } from './nav.ts';
import { useShell } from './shell-context.ts';
import * as styles from './shell.css.ts';

const ICONS: Record<string, string> = { '/': '⌂', '/favorites': '♫', '/map': '⌖', '/notes': '✎', '/scriptures': '📖', '/videos': '▶' };

/** The mobile bottom bar; signed in, it also has Admin and Logout. */
export function BottomBar({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const shell = useShell();
  return (
    <nav aria-label="Quick" className={styles.bottomBar}>
      {BOTTOM_LINKS.map((link) => (
        <Link key={link.to} href={link.to} className={styles.bottomLink} aria-current={pathname === link.to ? 'page' : undefined}>
          <span aria-hidden="true">{ICONS[link.to]}</span>
          <span>{link.label}</span>
        </Link>
      ))}
      {signedIn && (
        <AriaButton className={styles.bottomLink} onPress={shell.openAdminPanel}>
          <span aria-hidden="true">⚙</span>
          <span>Admin</span>
        </AriaButton>
      )}
      {signedIn && (
        <AriaButton className={styles.bottomLink} onPress={shell.signOut}>
          <span aria-hidden="true">⎋</span>
          <span>Logout</span>
        </AriaButton>
      )}
    </nav>
  );
}
