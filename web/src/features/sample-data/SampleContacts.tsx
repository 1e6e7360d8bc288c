// /hlc and /pvg for a visitor: the banner inviting them to create an account, and the sample
// contacts, read-only and marked as samples.
import { useShell } from '../../app/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import { CONTACT_KINDS, countLabel, type ContactKind } from '../contacts/kinds.ts';
import * as contactStyles from '../contacts/contacts.css.ts';
import { SampleContactCard } from './SampleContactCard.tsx';
import { sampleContactsOf, useSampleData } from './useSampleData.ts';
import { VisitorBanner } from './VisitorBanner.tsx';

export function SampleContacts({ kind }: { kind: ContactKind }) {
  const shell = useShell();
  const contacts = sampleContactsOf(useSampleData(), kind);
  const { label } = CONTACT_KINDS[kind];
  return (
    <>
      <VisitorBanner />
      <div className={contactStyles.header}>
        <p className={contactStyles.count}>{countLabel(contacts.length, 'sample contact')}</p>
        <Button onPress={() => shell.openAccount('sign-in')}>Sign In to Add Contacts</Button>
      </div>
      <section className={contactStyles.section} aria-labelledby={`${kind}-samples`}>
        <div>
          <h2 id={`${kind}-samples`}>Sample {label} Contacts</h2>
          <p className={contactStyles.subtitle}>
            These people and numbers are made up, to show how the list works. Sign in to keep your own contacts.
          </p>
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
