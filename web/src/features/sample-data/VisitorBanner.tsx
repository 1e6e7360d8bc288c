// The banner for visitors (docs/product/accounts.md, "Visitors"): they are looking at sample data,
// and may create an account. Dismissed once, it stays hidden on every page for the rest of the
// browser session.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './sample-data.css.ts';

const DISMISSED_KEY = 'visitor-banner-dismissed';

export function VisitorBanner() {
  const { t } = useTranslation('sampleData');
  const shell = useShell();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <span>
        <strong>{t('banner.lead')}</strong> {t('banner.body')}
      </span>
      <span className={styles.bannerActions}>
        <Button onPress={() => shell.openAccount('create')}>{t('banner.create')}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {t('banner.dismiss')}
        </Button>
      </span>
    </section>
  );
}
