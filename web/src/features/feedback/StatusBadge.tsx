import { CircleCheck, CircleDot, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATUS, isStatus, type Status } from './labels.ts';
import * as styles from './feedback.css.ts';

const ICONS = { OPEN: CircleDot, IN_PROGRESS: LoaderCircle, RESOLVED: CircleCheck } as const satisfies Record<Status, unknown>;

/** A report's status, in words with an icon beside them (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('feedback');
  const known = isStatus(status) ? status : DEFAULT_STATUS;
  const Icon = ICONS[known];
  return (
    <span className={styles.badge[known]}>
      <Icon aria-hidden="true" size={14} />
      {t(`status.${known}`)}
    </span>
  );
}
