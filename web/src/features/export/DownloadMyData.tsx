// "Download my data" in the account dialog's Settings tab (docs/product/export.md): every record of
// the member as one JSON file, or one area as CSV. Plain download links to /api/export: the
// browser sends the session cookie and saves the answer under the server's dated file name.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { EXPORT_AREAS, exportUrl, type ExportArea } from './areas.ts';
import * as styles from './DownloadMyData.css.ts';

export function DownloadMyData() {
  const { t } = useTranslation('account', { keyPrefix: 'dataExport' });
  const headingId = useId();
  const [area, setArea] = useState<ExportArea>('notes');
  const options = EXPORT_AREAS.map((id) => ({ id, label: t(`areas.${id}`) }));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('title')}
      </h3>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.row}>
        <ButtonLink href={exportUrl()} download variant="secondary">
          {t('json')}
        </ButtonLink>
      </div>
      <div className={styles.row}>
        <Select label={t('area')} options={options} value={area} onChange={(id) => setArea(id as ExportArea)} />
        <ButtonLink href={exportUrl(area)} download variant="secondary">
          {t('csv', { area: t(`areas.${area}`) })}
        </ButtonLink>
      </div>
    </section>
  );
}
