// One return visit as a card: name, address, next visit (marked when overdue), last call, the
// phone as a tap-to-call link, what was talked about and left, the history of calls newest first
// (read when opened), the linked note and house, and Record a call, Hand over, Edit and Delete. A visit still on the device records calls once it has
// reached the server (a call names its visit by the server's id).
import { Phone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { ReturnVisitCard_visit$data, ReturnVisitCard_visit$key } from '../../__generated__/ReturnVisitCard_visit.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { useFormat } from '../../i18n/format.ts';
import { isLocalId } from '../../offline/engine.ts';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { telHref } from '../../lib/tel.ts';
import { CallHistory } from './CallHistory.tsx';
import { isOverdue } from './due.ts';
import * as styles from './returnVisits.css.ts';

export type ReturnVisitValues = Omit<ReturnVisitCard_visit$data, ' $fragmentType'>;

interface Props {
  visit: ReturnVisitCard_visit$key;
  today: string;
  onEdit: (visit: ReturnVisitValues) => void;
  onDelete: (visit: ReturnVisitValues) => void;
  onRecordCall: (visit: ReturnVisitValues) => void;
  onHandOver: (visit: ReturnVisitValues) => void;
}

export function ReturnVisitCard({ visit: key, today, onEdit, onDelete, onRecordCall, onHandOver }: Props) {
  const { t } = useTranslation('returnVisits');
  const format = useFormat();
  const visit = useFragment(
    graphql`
      fragment ReturnVisitCard_visit on ReturnVisit {
        id
        name
        address
        phoneNumber
        latitude
        longitude
        language
        topic
        publication
        nextVisitDate
        lastCallDate
        note {
          id
          title
        }
        house {
          id
          address
        }
      }
    `,
    key,
  );
  const headingId = `return-visit-${visit.id}`;
  const local = isLocalId(visit.id);
  const [showCalls, setShowCalls] = useState(false);
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.name} dir="auto">
          {visit.name}
        </h3>
        {isOverdue(visit, today) && <span className={styles.overdue}>{t('due.overdue')}</span>}
        {local && <span className={styles.badge}>{t('card.savedOffline')}</span>}
      </div>
      <p className={styles.detail} dir="auto">{visit.address}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('card.nextVisit')}</dt>
        <dd className={styles.detail}>{visit.nextVisitDate ? format.calendarDate(visit.nextVisitDate) : t('card.notSet')}</dd>
        <dt className={styles.term}>{t('card.lastCall')}</dt>
        <dd className={styles.detail}>{visit.lastCallDate ? format.calendarDate(visit.lastCallDate) : t('card.never')}</dd>
        {visit.language && (
          <>
            <dt className={styles.term}>{t('card.language')}</dt>
            <dd className={styles.detail}>{visit.language}</dd>
          </>
        )}
        {visit.topic && (
          <>
            <dt className={styles.term}>{t('card.topic')}</dt>
            <dd className={styles.detail} dir="auto">{visit.topic}</dd>
          </>
        )}
        {visit.publication && (
          <>
            <dt className={styles.term}>{t('card.publication')}</dt>
            <dd className={styles.detail} dir="auto">{visit.publication}</dd>
          </>
        )}
        {visit.note && (
          <>
            <dt className={styles.term}>{t('card.note')}</dt>
            <dd className={styles.detail} dir="auto">{visit.note.title}</dd>
          </>
        )}
        {visit.house && (
          <>
            <dt className={styles.term}>{t('card.house')}</dt>
            <dd className={styles.detail}>{visit.house.address}</dd>
          </>
        )}
      </dl>
      {visit.phoneNumber && (
        <Link href={telHref(visit.phoneNumber)} className={styles.link}>
          <Phone aria-hidden="true" size={16} />
          <span className="visually-hidden">{`${t('card.phone')} `}</span>
          {visit.phoneNumber}
        </Link>
      )}
      {!local && (
        <Button variant="secondary" aria-expanded={showCalls} onPress={() => setShowCalls((shown) => !shown)}>
          {showCalls ? t('card.hideCalls') : t('card.showCalls')}
        </Button>
      )}
      {showCalls && (
        <ErrorBoundary>
          <Suspense fallback={<p className={styles.muted}>{t('card.loadingCalls')}</p>}>
            <CallHistory visitId={visit.id} name={visit.name} />
          </Suspense>
        </ErrorBoundary>
      )}
      {local && <p className={styles.muted}>{t('card.waitsForServer')}</p>}
      <div className={styles.actions}>
        <Button aria-label={t('card.recordCallNamed', { name: visit.name })} isDisabled={local} onPress={() => onRecordCall(visit)}>
          {t('card.recordCall')}
        </Button>
        <Button variant="secondary" aria-label={t('card.handOverNamed', { name: visit.name })} isDisabled={local} onPress={() => onHandOver(visit)}>
          {t('card.handOver')}
        </Button>
        <Button variant="secondary" aria-label={t('card.editNamed', { name: visit.name })} onPress={() => onEdit(visit)}>
          {t('card.edit')}
        </Button>
        <DeleteButton label={t('card.deleteNamed', { name: visit.name })} onPress={() => onDelete(visit)} />
      </div>
    </li>
  );
}
