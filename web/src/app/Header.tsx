import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import { Button as AriaButton, Link, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import * as ui from '../ui/ui.css.ts';
import { HEADER_LINKS, ORGANISATION_SITE, pageLabel } from './nav.ts';
import { useShell } from './shell-context.ts';
import { useThemeMode } from './theme-mode.ts';
import * as styles from './shell.css.ts';

const DEFAULT_APP_NAME = 'My Ministry Companion';

export function Header({ viewer: viewerKey }: { viewer: Header_viewer$key | null }) {
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on User {
        username
        appName
      }
    `,
    viewerKey,
  );
  const { pathname } = useLocation();
  const shell = useShell();
  const { mode, toggle } = useThemeMode();
  const appName = viewer?.appName || DEFAULT_APP_NAME;

  return (
    <header className={styles.header}>
      <Link href="/" className={styles.appName} aria-label={`${appName}, home`}>
        <span className={styles.appNameFull}>{appName}</span>
        <span className={styles.appNameShort}>{appName.split(/\s+/)[0]}</span>
      </Link>

      <nav aria-label="Main" className={styles.desktopNav}>
        {HEADER_LINKS.map((link) => (
          <Link key={link.to} href={link.to} className={styles.navLink} aria-current={pathname === link.to ? 'page' : undefined}>
            {link.label}
          </Link>
        ))}
        <Link href={ORGANISATION_SITE.href} target="_blank" rel="noopener noreferrer" className={styles.navLink}>
          {ORGANISATION_SITE.label} <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
      </nav>

      <div className={styles.mobileMenu}>
        <MenuTrigger>
          <AriaButton className={styles.menuTrigger} aria-label={`Menu, current page ${pageLabel(pathname)}`}>
            {pageLabel(pathname)} <span aria-hidden="true">▾</span>
          </AriaButton>
          <Popover className={ui.popover} placement="bottom start">
            <Menu className={styles.menu} aria-label="Pages">
              {HEADER_LINKS.map((link) => (
                <MenuItem key={link.to} href={link.to} className={styles.menuItem} aria-current={pathname === link.to ? 'page' : undefined}>
                  {link.label}
                </MenuItem>
              ))}
              <MenuItem href={ORGANISATION_SITE.href} target="_blank" rel="noopener noreferrer" className={styles.menuItem}>
                {ORGANISATION_SITE.label} (opens in a new tab)
              </MenuItem>
              {viewer && <Separator className={styles.menuSeparator} />}
              {viewer && (
                <MenuItem href="/admin-activity" className={styles.menuItem}>
                  Admin Activity
                </MenuItem>
              )}
              {viewer && (
                <MenuItem onAction={shell.openSetupGuide} className={styles.menuItem}>
                  Setup Guide
                </MenuItem>
              )}
              {viewer && (
                <MenuItem onAction={shell.signOut} className={styles.menuItem}>
                  Logout
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>

      <div className={styles.headerActions}>
        <AriaButton
          className={styles.iconButton}
          onPress={toggle}
          aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        >
          <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
        </AriaButton>
        <AriaButton className={styles.iconButton} onPress={() => shell.openAccount()} aria-label={viewer ? `Account: ${viewer.username}` : 'Account'}>
          <span aria-hidden="true">👤</span>
          {viewer ? viewer.username : <span className={styles.desktopOnly}>Account</span>}
        </AriaButton>
        {viewer && (
          <AriaButton className={`${styles.iconButton} ${styles.desktopOnly}`} onPress={shell.signOut}>
            Logout
          </AriaButton>
        )}
      </div>
    </header>
  );
}
