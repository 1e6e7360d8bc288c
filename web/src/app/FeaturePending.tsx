import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from './nav.ts';
import * as styles from './shell.css.ts';

/** A registered route whose screen is not in this release yet: its title, and where to go. */
export function FeaturePending() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const title = usePageTitle(pathname);
  return (
    <section className={styles.pageMessage}>
      <h1>{title ?? t('pageTitle.page')}</h1>
      <p>{t('pending.body')}</p>
    </section>
  );
}
