// The frame the three GPS pages share (docs/product/gps.md, "One layout"): the page's heading, a
// row of links between the three (each named by its job), and the page in three parts. On a
// phone they stack: the controls (the tracker first, so Get Location is on the first screen),
// the map, then the details. From 960 px the map stands on the right beside the controls and
// details, and stays in view while they scroll.
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './gps.css.ts';

export type GpsPageName = 'simple' | 'street' | 'enhanced';

const PAGES: readonly { name: GpsPageName; path: string }[] = [
  { name: 'simple', path: '/map' },
  { name: 'street', path: '/openstreetmap' },
  { name: 'enhanced', path: '/gps-enhanced' },
];

interface Props {
  page: GpsPageName;
  /** Under the subtitle (the territory a map was opened for). */
  note?: React.ReactNode;
  /** Across the page's width, under the heading (the recording's figures). */
  summary?: React.ReactNode;
  controls: React.ReactNode;
  map: React.ReactNode;
  details?: React.ReactNode;
}

export function GpsLayout({ page, note, summary, controls, map, details }: Props) {
  const { t } = useTranslation('gps');
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>{t(`pages.${page}.title`)}</h1>
        <p className={styles.subtitle}>{t(`pages.${page}.subtitle`)}</p>
        {note}
      </div>
      <nav aria-label={t('pages.nav')} className={styles.pageNav}>
        {PAGES.map(({ name, path }) => (
          <Link key={name} href={path} className={styles.pageLink} aria-current={name === page ? 'page' : undefined}>
            {t(`pages.${name}.job`)}
          </Link>
        ))}
      </nav>
      {summary}
      <div className={styles.layout}>
        <div className={styles.controls}>{controls}</div>
        <div className={styles.mapColumn}>{map}</div>
        {details && <div className={styles.details}>{details}</div>}
      </div>
    </div>
  );
}
