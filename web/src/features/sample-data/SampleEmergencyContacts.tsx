// The home page's emergency contact cards for a visitor: the first sample HLC and PVG contacts.
import { ButtonLink } from '../../ui/Button.tsx';
import { CONTACT_KINDS } from '../contacts/kinds.ts';
import * as contactStyles from '../contacts/contacts.css.ts';
import { SampleContactCard } from './SampleContactCard.tsx';
import { sampleContactsOf, useSampleData } from './useSampleData.ts';

export function SampleEmergencyContacts({ count }: { count: number }) {
  const data = useSampleData();
  return (
    <section className={contactStyles.section} aria-labelledby="emergency-contacts">
      <div>
        <h2 id="emergency-contacts">Emergency Contacts</h2>
        <p className={contactStyles.subtitle}>Sample contacts: sign in to see your own here.</p>
      </div>
      {(['hlc', 'pvg'] as const).map((kind) => (
        <div key={kind} className={contactStyles.section}>
          <div className={contactStyles.sectionHeader}>
            <h3>{CONTACT_KINDS[kind].title}</h3>
            <ButtonLink variant="secondary" href={CONTACT_KINDS[kind].path}>
              All {CONTACT_KINDS[kind].title}
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
