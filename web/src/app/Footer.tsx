import { AdminPanelEntry } from '../features/admin/AdminPanelEntry.tsx';
import { FeedbackFooter } from '../features/feedback/FeedbackFooter.tsx';
import * as styles from './shell.css.ts';

export const VERSION_LABEL = 'v2.0.0';

export function Footer({ text }: { text: string }) {
  return (
    <footer className={styles.footer}>
      <span>{text}</span>
      <FeedbackFooter />
      <AdminPanelEntry />
      <span>{VERSION_LABEL}</span>
    </footer>
  );
}
