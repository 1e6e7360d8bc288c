// The header (docs/product/shell.md): the app name, the page links, the theme and account
// buttons. On a desktop it is one row at every width from 1024 px: the links that do not fit go
// to the More menu, measured in the current language (useFittingCount). On a phone the page menu
// lists every screen.
import { ChevronDown, CircleUser, Ellipsis, LogOut, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from '../platform/router.tsx';
import { ShellPart } from '../platform/shell-part.tsx';
import { useFirstScreenDone } from '../platform/first-screen.ts';
import { Button as AriaButton, Link } from 'react-aria-components';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import { HEADER_LINKS, MORE_LINKS, usePageLabel } from './nav.ts';
import { useShell } from '../platform/shell-context.ts';
import { useThemeMode } from './theme-mode.ts';
import { useFittingCount } from './useFittingCount.ts';
import appIcon from '../../public/icon.svg?raw';
import { flipInRtl } from '../ui/ui.css.ts';
import * as styles from './shell.css.ts';

// The menus load once the first screen is done (the page has fetched nothing for a moment,
// lib/after-quiet.ts) or at the first press of their button, whichever comes first, and again once
// the signal is back if their code could not be fetched; their buttons are there meanwhile (ShellPart).
const pagesMenu = async () => (await import('./HeaderMenus.tsx')).PagesMenu;
const moreMenu = async () => (await import('./HeaderMenus.tsx')).MoreMenu;

export function Header({
  viewer: viewerKey,
  pendingIndicator,
  appName: shownAppName,
}: { viewer: Header_viewer$key | null; pendingIndicator?: React.ReactNode; appName?: string }) {
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on User {
        username
        appName
      }
    `,
    viewerKey,
  );
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const shell = useShell();
  const { mode, toggle } = useThemeMode();
  const appName = shownAppName || viewer?.appName || t('header.appName');
  const current = usePageLabel(pathname);
  const pagesButton = usePressesBeforeLoad();
  const menusWanted = useFirstScreenDone();

  return (
    <header className={styles.header}>
      <Link href="/" className={styles.appName} aria-label={t('header.homeLink', { appName })}>
        <span className={styles.appNameFull}>{appName}</span>
        {/* On a phone the app's mark stands for the name: never a word cut short. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own icon file, read at build time; no text from outside */}
        <span className={styles.appMark} aria-hidden="true" dangerouslySetInnerHTML={{ __html: appIcon }} />
      </Link>

      <DesktopNav pathname={pathname} />

      <div className={styles.mobileMenu}>
        {menusWanted || pagesButton.presses > 0 ? (
          <ShellPart
            key={pagesButton.presses}
            load={pagesMenu}
            fallback={<MenuTriggerUntilLoaded onPress={pagesButton.press} label={t('nav.currentPage', { page: current })} current={current} />}
            current={current}
            pathname={pathname}
            signedIn={viewer !== null}
            defaultOpen={pagesButton.presses > 0}
          />
        ) : (
          <MenuTriggerUntilLoaded onPress={pagesButton.press} label={t('nav.currentPage', { page: current })} current={current} />
        )}
      </div>

      <div className={styles.headerActions}>
        {pendingIndicator}
        <AriaButton className={styles.iconButton} onPress={toggle} aria-label={mode === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}>
          {mode === 'dark' ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
        </AriaButton>
        <AriaButton
          className={styles.iconButton}
          onPress={() => shell.openAccount()}
          aria-label={viewer ? t('header.accountOf', { username: viewer.username }) : t('header.account')}
        >
          <CircleUser aria-hidden="true" size={20} />
          <span className={styles.wideOnly}>{viewer ? viewer.username : t('header.account')}</span>
        </AriaButton>
        {viewer && (
          <AriaButton className={`${styles.iconButton} ${styles.desktopOnly}`} onPress={shell.signOut} aria-label={t('nav.logout')}>
            <LogOut aria-hidden="true" size={20} className={flipInRtl} />
            <span className={styles.wideOnly}>{t('nav.logout')}</span>
          </AriaButton>
        )}
      </div>
    </header>
  );
}

/** The desktop links: as many as fit on the row, the others (and every other screen) in More. */
function DesktopNav({ pathname }: { pathname: string }) {
  const { t, i18n } = useTranslation('shell');
  const { containerRef, measureRef, count } = useFittingCount(HEADER_LINKS.length, i18n.language);
  const shown = HEADER_LINKS.slice(0, count);
  const more = [...HEADER_LINKS.slice(count), ...MORE_LINKS];
  const moreIsCurrent = more.some((l) => l.to === pathname);
  const moreButton = usePressesBeforeLoad();
  const menusWanted = useFirstScreenDone();

  return (
    <nav aria-label={t('nav.main')} className={styles.desktopNav} ref={containerRef}>
      {shown.map((item) => (
        <Link key={item.to} href={item.to} className={styles.navLink} aria-current={pathname === item.to ? 'page' : undefined}>
          {t(`nav.${item.label}`)}
        </Link>
      ))}
      {menusWanted || moreButton.presses > 0 ? (
        <ShellPart
          key={moreButton.presses}
          load={moreMenu}
          fallback={<MoreUntilLoaded onPress={moreButton.press} current={moreIsCurrent} />}
          more={more}
          pathname={pathname}
          defaultOpen={moreButton.presses > 0}
        />
      ) : (
        <MoreUntilLoaded onPress={moreButton.press} current={moreIsCurrent} />
      )}
      {/* The same links, out of sight and out of the accessibility tree: their widths decide how many fit. */}
      <div className={styles.measure} ref={measureRef} aria-hidden="true" inert>
        {HEADER_LINKS.map((item) => (
          <span key={item.to} className={styles.navLink}>
            {t(`nav.${item.label}`)}
          </span>
        ))}
        <span className={styles.navLink}>
          <Ellipsis size={18} />
          {t('nav.more')}
        </span>
      </div>
    </nav>
  );
}

/**
 * The presses of a menu's button made before its code was here: the menu opens once loaded, and
 * each press (the part's key) asks again for code that could not be fetched.
 */
function usePressesBeforeLoad() {
  const [presses, setPresses] = useState(0);
  return { presses, press: () => setPresses((n) => n + 1) };
}

/** The phone menu's trigger while the menu's code loads: the same button; a press opens the menu once it is here. */
function MenuTriggerUntilLoaded({ label, current, onPress }: { label: string; current: string; onPress: () => void }) {
  return (
    <AriaButton className={styles.menuTrigger} aria-label={label} onPress={onPress}>
      <span className={styles.menuTriggerLabel}>{current}</span>
      <ChevronDown aria-hidden="true" size={18} />
    </AriaButton>
  );
}

/** The More button while its menu's code loads: the same button; a press opens the menu once it is here. */
function MoreUntilLoaded({ current, onPress }: { current: boolean; onPress: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <AriaButton className={styles.navLink} aria-label={t('nav.morePages')} data-current={current || undefined} onPress={onPress}>
      <Ellipsis aria-hidden="true" size={18} />
      {t('nav.more')}
    </AriaButton>
  );
}
