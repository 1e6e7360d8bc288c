// Ends a check-in the member took (CheckInCard.tsx, the overdue banner): what happened, and End.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { failed, useEndCheckInMutation } from './useCheckInActions.ts';
import * as styles from './check-ins.css.ts';

interface Props {
  checkInId: string;
  fullName: string;
  /** The check-in changed: the bar reads the list again. */
  onChanged: () => void;
}

export function EndCheckInForm({ checkInId, fullName, onChanged }: Props) {
  const { t } = useTranslation('checkIns');
  const [end, ending] = useEndCheckInMutation();
  const [outcome, setOutcome] = useState('');
  const onEnd = () =>
    end({
      variables: { input: { id: checkInId, outcome } },
      onCompleted: ({ endCheckIn: result }) => {
        if (result.__typename !== 'CheckInEnded') {
          errorToast(result.message ?? t('card.failed'));
          return;
        }
        toast({ title: t('card.endedTitle') });
        onChanged();
      },
      onError: (error) => failed(t, error),
    });

  return (
    <div className={styles.endForm}>
      <p className={styles.text}>
        <strong>{t('banner.takenByYou', { name: fullName })}</strong>
      </p>
      <TextField label={t('banner.outcome')} value={outcome} onChange={setOutcome} maxLength={500} placeholder={t('banner.outcomePlaceholder')} />
      <div className={styles.actions}>
        <Button variant="danger" onPress={onEnd} isDisabled={ending}>
          {t('banner.end')}
        </Button>
      </div>
    </div>
  );
}
