// One contact as a card: name, position, tap-to-call and mailto links, hospital and notes, for
// either list.
import { Hospital, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ContactCard_contact$data, ContactCard_contact$key } from '../../__generated__/ContactCard_contact.graphql';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { telHref } from '../../lib/tel.ts';
import * as styles from './contacts.css.ts';

export type ContactValues = Omit<ContactCard_contact$data, ' $fragmentType'>;

interface Props {
  contact: ContactCard_contact$key;
  /** Without these the card is read-only (the home page). */
  onEdit?: (contact: ContactValues) => void;
  onDelete?: (contact: ContactValues) => void;
  headingLevel?: 2 | 3 | 4;
}

export function ContactCard({ contact: key, onEdit, onDelete, headingLevel = 2 }: Props) {
  const { t } = useTranslation('contacts');
  const contact = useFragment(
    graphql`
      fragment ContactCard_contact on Contact {
        id
        name
        phoneNumber
        email
        position
        hospital
        notes
      }
    `,
    key,
  );
  const Heading = `h${headingLevel}` as const;
  const headingId = `contact-${contact.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <Heading id={headingId} className={styles.name} dir="auto">
          {contact.name}
        </Heading>
        <span className={styles.badge}>{t(`position.${contact.position}`)}</span>
      </div>
      <Link href={telHref(contact.phoneNumber)} className={styles.link}>
        <Phone aria-hidden="true" size={16} />
        {contact.phoneNumber}
      </Link>
      <Link href={`mailto:${contact.email}`} className={styles.link}>
        <Mail aria-hidden="true" size={16} />
        {contact.email}
      </Link>
      {contact.hospital && (
        <p className={styles.detail}>
          <Hospital aria-hidden="true" size={16} />
          <span className="visually-hidden">{`${t('hospital')} `}</span>
          <bdi>{contact.hospital}</bdi>
        </p>
      )}
      {contact.notes && (
        <p className={styles.notes} dir="auto">
          {contact.notes}
        </p>
      )}
      {(onEdit || onDelete) && (
        <div className={styles.actions}>
          {onEdit && (
            <Button variant="secondary" aria-label={t('editNamed', { name: contact.name })} onPress={() => onEdit(contact)}>
              {t('edit')}
            </Button>
          )}
          {onDelete && (
            <DeleteButton label={t('deleteNamed', { name: contact.name })} onPress={() => onDelete(contact)} />
          )}
        </div>
      )}
    </li>
  );
}
