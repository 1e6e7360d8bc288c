// Scriptures Explained (/scriptures-explained): links to outside study resources, each opened in a
// new tab, and the way back to Bible Verses; needs no account. docs/product/scriptures.md.
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { flipInRtl } from '../../ui/ui.css.ts';
import { STUDY_RESOURCES } from './study-resources.ts';
import * as styles from './scriptures.css.ts';

export function ScripturesExplainedPage() {
  const { t } = useTranslation('scriptures');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>{t('explained.title')}</h1>
          <p className={styles.subtitle}>{t('explained.subtitle')}</p>
        </div>
        <ButtonLink variant="secondary" href="/scriptures">
          <ArrowLeft aria-hidden="true" size={16} className={styles.backIcon} /> {t('explained.back')}
        </ButtonLink>
      </div>
      <ul className={styles.resources} aria-label={t('explained.resourcesLabel')}>
        {STUDY_RESOURCES.map((resource) => {
          const label = t(`explained.resources.${resource.id}.label`);
          return (
            <li key={resource.id} className={styles.resource}>
              <h2 className={styles.resourceTitle}>{label}</h2>
              <p className={styles.subtitle}>{t(`explained.resources.${resource.id}.description`)}</p>
              <ButtonLink href={resource.href} target="_blank" rel="noopener noreferrer">
                {label} <ExternalLink aria-hidden="true" size={16} className={flipInRtl} />
                <span className="visually-hidden"> {t('explained.opensInNewTab')}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
