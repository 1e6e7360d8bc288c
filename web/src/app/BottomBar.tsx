// The phone's bottom bar (docs/product/shell.md): six links whose labels fit a 360 px screen in
// every language. Admin, Setup Guide and Logout are in the page menu at the top.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useLocation } from '../platform/router.tsx';
import { BOTTOM_LINKS } from './nav.ts';
import * as styles from './shell.css.ts';

export function BottomBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.quick')} className={styles.bottomBar}>
      {BOTTOM_LINKS.map((link) => {
        const Icon = link.icon;
        return (
          <Link key={link.to} href={link.to} className={styles.bottomLink} aria-current={pathname === link.to ? 'page' : undefined}>
            <Icon aria-hidden="true" size={22} />
            <span className={styles.bottomLabel}>{t(`nav.${link.label}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
