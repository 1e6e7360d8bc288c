import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/Button.tsx';
import * as styles from '../platform/platform.css.ts';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.pageMessage}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
    </section>
  );
}
