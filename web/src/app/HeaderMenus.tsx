// The header's two menus (docs/product/shell.md): the phone's page menu and the desktop's More
// menu. Their code (menus, popovers and their focus handling) loads just after the first paint:
// until then Header.tsx shows the same trigger, and a press on it opens the menu once it is here.
import { ChevronDown, Ellipsis, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import * as ui from '../ui/ui.css.ts';
import { HEADER_LINKS, MORE_LINKS, ORGANISATION_SITE, type NavLink } from './nav.ts';
import { useShell } from '../platform/shell-context.ts';
import * as styles from './shell.css.ts';

/** Every screen, the organisation's site and, for a member, the account's actions. */
export function PagesMenu({ current, pathname, signedIn, defaultOpen }: { current: string; pathname: string; signedIn: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.menuTrigger} aria-label={t('nav.currentPage', { page: current })}>
        <span className={styles.menuTriggerLabel}>{current}</span>
        <ChevronDown aria-hidden="true" size={18} />
      </AriaButton>
      <Popover className={`${ui.popover} ${styles.menuPopover}`} placement="bottom start">
        <Menu className={styles.menu} aria-label={t('nav.pages')}>
          {[...HEADER_LINKS, ...MORE_LINKS].map((item) => (
            <PageMenuItem key={item.to} item={item} pathname={pathname} />
          ))}
          <SiteMenuItem />
          {signedIn && <Separator className={styles.menuSeparator} />}
          {signedIn && (
            <MenuItem href="/admin-activity" className={styles.menuItem}>
              {t('nav.adminActivity')}
            </MenuItem>
          )}
          {signedIn && (
            <MenuItem onAction={shell.openAdminPanel} className={styles.menuItem}>
              {t('nav.admin')}
            </MenuItem>
          )}
          {signedIn && (
            <MenuItem onAction={shell.openSetupGuide} className={styles.menuItem}>
              {t('nav.setupGuide')}
            </MenuItem>
          )}
          {signedIn && (
            <MenuItem onAction={shell.signOut} className={styles.menuItem}>
              {t('nav.logout')}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The header links that do not fit on the row, and every other screen. */
export function MoreMenu({ more, pathname, defaultOpen }: { more: NavLink[]; pathname: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const moreIsCurrent = more.some((l) => l.to === pathname);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.navLink} aria-label={t('nav.morePages')} data-current={moreIsCurrent || undefined}>
        <Ellipsis aria-hidden="true" size={18} />
        {t('nav.more')}
      </AriaButton>
      <Popover className={`${ui.popover} ${styles.menuPopover}`} placement="bottom end">
        <Menu className={styles.menu} aria-label={t('nav.morePages')}>
          {more.map((item) => (
            <PageMenuItem key={item.to} item={item} pathname={pathname} />
          ))}
          <SiteMenuItem />
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function PageMenuItem({ item, pathname }: { item: NavLink; pathname: string }) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  return (
    <MenuItem href={item.to} className={styles.menuItem} aria-current={pathname === item.to ? 'page' : undefined} textValue={t(`nav.${item.label}`)}>
      <Icon aria-hidden="true" size={18} />
      {t(`nav.${item.label}`)}
    </MenuItem>
  );
}

function SiteMenuItem() {
  const { t } = useTranslation('shell');
  return (
    <MenuItem href={ORGANISATION_SITE.href} target="_blank" rel="noopener noreferrer" className={styles.menuItem} textValue={ORGANISATION_SITE.label}>
      <ExternalLink aria-hidden="true" size={18} className={ui.flipInRtl} />
      {ORGANISATION_SITE.label}
      <span className="visually-hidden"> {t('nav.newTab')}</span>
    </MenuItem>
  );
}
