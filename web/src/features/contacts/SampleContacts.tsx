// /hlc and /pvg for a visitor: the banner inviting them to create an account, and the sample
// contacts, read-only and marked as samples.
import { useTranslation } from 'react-i18next';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { sampleContactsOf, useSampleData, VisitorBanner } from '../sample-data/index.ts';
import type { ContactKind } from './kinds.ts';
import * as contactStyles from './contacts.css.ts';
import { SampleContactCard } from './SampleContactCard.tsx';

/** The contact kinds' fixed abbreviations (Hospital Liaison Committee, Patient Visitation Group). */
export const KIND_LABEL: Record<ContactKind, string> = { HLC: 'HLC', PVG: 'PVG' };

export function SampleContacts({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('sampleData');
  const shell = useShell();
  const contacts = sampleContactsOf(useSampleData(), kind);
  return (
    <>
      <VisitorBanner />
      <div className={contactStyles.header}>
        <p className={contactStyles.count}>{t('count', { count: contacts.length })}</p>
        <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn')}</Button>
      </div>
      <section className={contactStyles.section} aria-labelledby={`${kind}-samples`}>
        <div>
          <h2 id={`${kind}-samples`}>{t('title', { label: KIND_LABEL[kind] })}</h2>
          <p className={contactStyles.subtitle}>{t('subtitle')}</p>
        </div>
        <ul className={contactStyles.list}>
          {contacts.map((contact) => (
            <SampleContactCard key={contact.name} contact={contact} headingLevel={3} />
          ))}
        </ul>
      </section>
    </>
  );
}
