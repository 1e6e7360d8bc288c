// The footer's forms and links (docs/product/feedback.md), on every screen: Custom App Development
// Request, Share Your Suggestions and Report a Problem for everyone; My reports for a signed-in
// member; the support inbox for an admin. The dialogs load when first opened, each a shell part
// (platform/shell-part.tsx): one that cannot show (its code not fetched, or failing as it runs) is
// closed with a word to the member, and fetched again when asked for again.
import { Inbox, ListChecks, Lightbulb, MessageSquareWarning, Smartphone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FeedbackFooterQuery } from '../../__generated__/FeedbackFooterQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { ShellPart } from '../../platform/shell-part.tsx';
import { Button } from '../../ui/Button.tsx';
import * as styles from './feedback.css.ts';

const dialogs = {
  contact: async () => (await import('./CustomAppRequestDialog.tsx')).CustomAppRequestDialog,
  suggestion: async () => (await import('./SuggestionDialog.tsx')).SuggestionDialog,
  problem: async () => (await import('./ProblemReportDialog.tsx')).ProblemReportDialog,
  mine: async () => (await import('./MyReportsDialog.tsx')).MyReportsDialog,
  inbox: async () => (await import('./InboxDialog.tsx')).InboxDialog,
};

type Open = keyof typeof dialogs | null;

/** Mounted in the shell's footer: it waits for its messages by itself, never holding up the page. */
export function FeedbackFooter() {
  return (
    <Suspense fallback={null}>
      <FeedbackLinks />
    </Suspense>
  );
}

function FeedbackLinks() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <nav className={styles.footerLinks} aria-label={t('footer.feedback.label')}>
      <Button variant="ghost" className={styles.footerButton} onPress={() => setOpen('contact')}>
        <Smartphone aria-hidden="true" size={16} />
        {t('footer.feedback.contact')}
      </Button>
      <Button variant="ghost" className={styles.footerButton} onPress={() => setOpen('suggestion')}>
        <Lightbulb aria-hidden="true" size={16} />
        {t('footer.feedback.suggestion')}
      </Button>
      <Button variant="ghost" className={styles.footerButton} onPress={() => setOpen('problem')}>
        <MessageSquareWarning aria-hidden="true" size={16} />
        {t('footer.feedback.problem')}
      </Button>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ViewerLinks onOpen={setOpen} />
        </Suspense>
      </ErrorBoundary>
      {open && <ShellPart key={open} load={dialogs[open]} closeWhenFailed={close} onClose={close} />}
    </nav>
  );
}

/** My reports for a member, the inbox for an admin: nothing for a visitor. */
function ViewerLinks({ onOpen }: { onOpen: (open: Open) => void }) {
  const { t } = useTranslation('shell');
  const viewer = useLazyLoadQuery<FeedbackFooterQuery>(
    graphql`
      query FeedbackFooterQuery {
        viewer {
          id
          isAdmin
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  ).viewer;
  if (!viewer) return null;
  return (
    <>
      <Button variant="ghost" className={styles.footerButton} onPress={() => onOpen('mine')}>
        <ListChecks aria-hidden="true" size={16} />
        {t('footer.feedback.mine')}
      </Button>
      {viewer.isAdmin && (
        <Button variant="ghost" className={styles.footerButton} onPress={() => onOpen('inbox')}>
          <Inbox aria-hidden="true" size={16} />
          {t('footer.feedback.inbox')}
        </Button>
      )}
    </>
  );
}
