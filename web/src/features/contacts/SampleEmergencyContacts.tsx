// The home page's emergency contact cards for a visitor: the first sample HLC and PVG contacts.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { sampleContactsOf, useSampleData } from '../sample-data/index.ts';
import * as contactStyles from './contacts.css.ts';
import { SampleContactCard } from './SampleContactCard.tsx';

const KINDS = [
  { kind: 'HLC', path: '/hlc', title: 'nav.hlc' },
  { kind: 'PVG', path: '/pvg', title: 'nav.pvg' },
] as const;

export function SampleEmergencyContacts({ count }: { count: number }) {
  const { t } = useTranslation('sampleData');
  const { t: tShell } = useTranslation('shell');
  const data = useSampleData();
  return (
    <section className={contactStyles.section} aria-labelledby="emergency-contacts">
      <div>
        <h2 id="emergency-contacts">{t('emergency.title')}</h2>
        <p className={contactStyles.subtitle}>{t('emergency.subtitle')}</p>
      </div>
      {KINDS.map(({ kind, path, title }) => (
        <div key={kind} className={contactStyles.section}>
          <div className={contactStyles.sectionHeader}>
            <h3>{tShell(title)}</h3>
            <ButtonLink variant="secondary" href={path}>
              {t('emergency.all', { title: tShell(title) })}
            </ButtonLink>
          </div>
          <ul className={contactStyles.list}>
            {sampleContactsOf(data, kind)
              .slice(0, count)
              .map((contact) => (
                <SampleContactCard key={contact.name} contact={contact} headingLevel={4} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
