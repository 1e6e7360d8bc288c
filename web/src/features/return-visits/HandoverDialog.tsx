// "Hand over": the members of the viewer's service group by name (the viewer left out), one to
// choose, and Send offer. The receiver accepts or declines on their Return Visits page
// (docs/product/return-visits.md, "Handing a visit over"). Needs a connection.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HandoverDialogQuery } from '../../__generated__/HandoverDialogQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useOfferHandoverMutation } from './useOfferHandoverMutation.ts';
import { useOnline } from '../../offline/useOnline.ts';
import * as styles from './returnVisits.css.ts';

export interface HandedVisit {
  id: string;
  name: string;
}

interface Props {
  visit: HandedVisit | null;
  onClose: () => void;
  /** After an offer is stored: the page reads the open offers again. */
  onOffered: () => void;
}

export function HandoverDialog({ visit, onClose, onOffered }: Props) {
  const { t } = useTranslation('returnVisits');
  return (
    <Dialog title={t('handover.dialogTitle', { name: visit?.name ?? '' })} isOpen={visit !== null} onOpenChange={(open) => !open && onClose()}>
      <ErrorBoundary fallback={<p className={styles.muted}>{t('handover.membersUnavailable')}</p>}>
        <Suspense fallback={<p role="status">{t('handover.loadingMembers')}</p>}>
          {visit && <HandoverForm key={visit.id} visit={visit} onClose={onClose} onOffered={onOffered} />}
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

// The group's members are asked for when the dialog opens, not with the page.
function HandoverForm({ visit, onClose, onOffered }: Props & { visit: HandedVisit }) {
  const { t } = useTranslation('returnVisits');
  const { viewer } = useLazyLoadQuery<HandoverDialogQuery>(
    graphql`
      query HandoverDialogQuery {
        viewer {
          id
          groupMembers {
            userId
            fullName
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const online = useOnline();
  const [receiver, setReceiver] = useState<string | null>(null);
  const [receiverError, setReceiverError] = useState<string | undefined>();
  const [commit, sending] = useOfferHandoverMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const members = (viewer?.groupMembers ?? []).filter((m) => m.userId !== viewer?.id);

  const send = () => {
    if (!receiver) {
      setReceiverError(t('handover.chooseMember'));
      focusFirstInvalid();
      return;
    }
    commit({
      variables: { input: { returnVisitId: visit.id, receiverId: receiver } },
      onCompleted: ({ offerReturnVisitHandover: result }) => {
        if (result.__typename === 'ReturnVisitHandoverOffered' && result.handover) {
          toast({ title: t('handover.offered', { name: visit.name, receiver: result.handover.receiverName }) });
          onOffered();
          onClose();
        } else errorToast(result.message ?? t('handover.failed'), t('handover.failedTitle'));
      },
      onError: () => void errorToast(online ? t('handover.failed') : t('handover.needsConnection'), t('handover.failedTitle')),
    });
  };

  return (
    <div className={styles.form} ref={ref}>
      <p>{t('handover.intro', { name: visit.name })}</p>
      {!online && <p className={styles.muted}>{t('handover.needsConnection')}</p>}
      {members.length === 0 ? (
        <p className={styles.muted}>{t('handover.noMembers')}</p>
      ) : (
        <Select
          label={t('handover.receiver')}
          placeholder={t('handover.choose')}
          isRequired
          options={members.map((m) => ({ id: m.userId, label: m.fullName }))}
          value={receiver}
          onChange={(value) => {
            setReceiver(value);
            setReceiverError(undefined);
          }}
          errorMessage={receiverError}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button onPress={send} isDisabled={sending || !online || members.length === 0}>
          {sending ? t('handover.sending') : t('handover.send')}
        </Button>
      </div>
    </div>
  );
}
