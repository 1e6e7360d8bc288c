// The open handover offers (docs/product/return-visits.md, "Handing a visit over"): those made to
// the member, each with Accept and Decline, and those the member made, each with Withdraw. Shown
// only when there is one. Every answer needs a connection; without one the buttons wait.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { HandoverOffers_viewer$key } from '../../__generated__/HandoverOffers_viewer.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useAcceptHandoverMutation } from './useAcceptHandoverMutation.ts';
import { useDeclineHandoverMutation, useWithdrawHandoverMutation } from './useCloseHandoverMutation.ts';
import { useOnline } from '../../offline/useOnline.ts';
import * as styles from './returnVisits.css.ts';

interface Props {
  viewer: HandoverOffers_viewer$key;
  /** After an answer: the page reads its visits and offers again (an accepted visit joins the list). */
  onChanged: () => void;
}

type Result = { __typename: string; message?: string };

export function HandoverOffers({ viewer: key, onChanged }: Props) {
  const { t } = useTranslation('returnVisits');
  const viewer = useFragment(
    graphql`
      fragment HandoverOffers_viewer on User {
        returnVisitOffersReceived {
          id
          visitName
          visitAddress
          giverName
        }
        returnVisitOffersSent {
          id
          visitName
          receiverName
        }
      }
    `,
    key,
  );
  const online = useOnline();
  const [accept, accepting] = useAcceptHandoverMutation();
  const [decline, declining] = useDeclineHandoverMutation();
  const [withdraw, withdrawing] = useWithdrawHandoverMutation();
  const busy = accepting || declining || withdrawing || !online;
  const received = viewer.returnVisitOffersReceived;
  const sent = viewer.returnVisitOffersSent;
  if (received.length === 0 && sent.length === 0) return null;

  /** The toast of a typed answer: `done` on success, the server's message otherwise. */
  const answered = (result: Result, success: string, done: string) => {
    if (result.__typename === success) {
      toast({ title: done });
      onChanged();
    } else errorToast(result.message ?? t('handover.failed'), t('handover.failedTitle'));
  };
  const failed = () => void errorToast(online ? t('handover.failed') : t('handover.needsConnection'), t('handover.failedTitle'));

  return (
    <section className={styles.offers} aria-labelledby="return-visit-offers">
      <h2 id="return-visit-offers">{t('handover.title')}</h2>
      {!online && <p className={styles.muted}>{t('handover.needsConnection')}</p>}
      {received.length > 0 && (
        <ul className={styles.list} aria-label={t('handover.received')}>
          {received.map((offer) => (
            <li key={offer.id} className={styles.card}>
              <p>{t('handover.offeredToYou', { giver: offer.giverName, name: offer.visitName, address: offer.visitAddress })}</p>
              <div className={styles.actions}>
                <Button
                  aria-label={t('handover.acceptNamed', { name: offer.visitName })}
                  isDisabled={busy}
                  onPress={() =>
                    accept({
                      variables: { input: { id: offer.id } },
                      onCompleted: ({ acceptReturnVisitHandover: r }) => answered(r, 'ReturnVisitHandoverAccepted', t('handover.accepted', { name: offer.visitName })),
                      onError: failed,
                    })
                  }
                >
                  {t('handover.accept')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('handover.declineNamed', { name: offer.visitName })}
                  isDisabled={busy}
                  onPress={() =>
                    decline({
                      variables: { input: { id: offer.id } },
                      onCompleted: ({ declineReturnVisitHandover: r }) => answered(r, 'ReturnVisitHandoverClosed', t('handover.declined')),
                      onError: failed,
                    })
                  }
                >
                  {t('handover.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {sent.length > 0 && (
        <ul className={styles.list} aria-label={t('handover.sent')}>
          {sent.map((offer) => (
            <li key={offer.id} className={styles.card}>
              <p>{t('handover.waiting', { name: offer.visitName, receiver: offer.receiverName })}</p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('handover.withdrawNamed', { name: offer.visitName })}
                  isDisabled={busy}
                  onPress={() =>
                    withdraw({
                      variables: { input: { id: offer.id } },
                      onCompleted: ({ withdrawReturnVisitHandover: r }) => answered(r, 'ReturnVisitHandoverClosed', t('handover.withdrawn')),
                      onError: failed,
                    })
                  }
                >
                  {t('handover.withdraw')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
