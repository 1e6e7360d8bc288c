// The icon beside each alert type, so a status is told apart by its shape as well as its colour.
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { AlertStatus } from './alert-types.ts';
import * as styles from './service-group.css.ts';

const ICONS = { RED: CircleAlert, ORANGE: TriangleAlert, GREEN: CircleCheck } as const satisfies Record<AlertStatus, unknown>;

export function StatusIcon({ status }: { status: AlertStatus }) {
  const Icon = ICONS[status];
  return <Icon aria-hidden="true" className={styles.icon} />;
}
