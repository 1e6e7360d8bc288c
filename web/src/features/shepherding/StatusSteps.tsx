// A request's way through its statuses, pending → assigned → scheduled → completed, with the
// current one marked (aria-current="step"). A cancelled request shows no steps: its status says it.
import { Check, Circle, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as styles from './shepherding.css.ts';

const STEPS = ['pending', 'assigned', 'scheduled', 'completed'] as const;

export function StatusSteps({ status }: { status: string }) {
  const { t } = useTranslation('shepherding');
  const current = STEPS.indexOf(status as (typeof STEPS)[number]);
  if (current < 0) return null;
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => {
        const state = index < current || status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming';
        const Icon = state === 'done' ? Check : state === 'current' ? CircleDot : Circle;
        return (
          <li key={step} className={styles.step[state]} aria-current={index === current ? 'step' : undefined}>
            <Icon aria-hidden="true" className={styles.icon} />
            {t(`statuses.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}
