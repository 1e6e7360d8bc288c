// Ends a check-in the member took (CheckInCard.tsx, the overdue banner): what happened, and End.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEndCheckIn } from './useCheckInActions.ts';
import * as styles from './check-ins.css.ts';

interface Props {
  checkInId: string;
  fullName: string;
  /** The check-in changed: the bar reads the list again. */
  onChanged: () => void;
}

export function EndCheckInForm({ checkInId, fullName, onChanged }: Props) {
  const { t } = useTranslation('checkIns');
  const [endCheckIn, ending] = useEndCheckIn(onChanged);
  const [outcome, setOutcome] = useState('');
  const onEnd = () => endCheckIn(checkInId, outcome);

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
