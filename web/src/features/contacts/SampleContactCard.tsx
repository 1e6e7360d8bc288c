// A sample contact as a read-only card, marked Sample so no one takes it for a real person. Its
// position is named as the contact lists name it, in the visitor's language.
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { ContactPosition } from '../../generated/enums.ts';
import { telHref } from '../../lib/tel.ts';
import type { SampleContact } from '../sample-data/index.ts';
import * as contactStyles from './contacts.css.ts';
import * as styles from './sample-contacts.css.ts';

const isPosition = (value: string): value is ContactPosition => (ContactPosition as readonly string[]).includes(value);

export function SampleContactCard({ contact, headingLevel = 2 }: { contact: SampleContact; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation(['sampleData', 'contacts']);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <li className={`${contactStyles.card} ${styles.sampleCard}`} aria-labelledby={headingId}>
      <div className={contactStyles.cardHeader}>
        <Heading id={headingId} className={contactStyles.name}>
          {contact.name}
        </Heading>
        <span className={styles.badges}>
          <span className={styles.sampleBadge}>{t('sample')}</span>
          <span className={contactStyles.badge}>{isPosition(contact.position) ? t(`contacts:position.${contact.position}`) : contact.position}</span>
        </span>
      </div>
      <Link href={telHref(contact.phoneNumber)} className={contactStyles.link}>
        <Phone aria-hidden="true" size={18} />
        {contact.phoneNumber}
      </Link>
      <p className={contactStyles.detail}>
        <span className="visually-hidden">{t(`detail.${contact.detailLabel}`)}: </span>
        {contact.detail}
      </p>
    </li>
  );
}
