// My reports (docs/product/feedback.md): what the signed-in member sent from the footer forms, each
// with its status and the admins' answer. Reports sent as a visitor are not tied to any account
// and do not show here. The newest 20 of each kind.
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MyReportsDialogQuery } from '../../__generated__/MyReportsDialogQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import * as styles from './feedback.css.ts';

interface Item {
  id: string;
  kind: 'problemReport' | 'suggestion' | 'customAppRequest';
  text: string;
  status: string;
  answer: string | null | undefined;
  createdAt: string;
}

export function MyReportsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const data = useLazyLoadQuery<MyReportsDialogQuery>(
    graphql`
      query MyReportsDialogQuery {
        viewer {
          problemReports(first: 20) {
            edges {
              node {
                id
                description
                status
                answer
                createdAt
              }
            }
          }
          suggestions(first: 20) {
            edges {
              node {
                id
                suggestion
                status
                answer
                createdAt
              }
            }
          }
          customAppRequests(first: 20) {
            edges {
              node {
                id
                description
                status
                answer
                createdAt
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  const items: Item[] = viewer
    ? [
        ...viewer.problemReports.edges.map(({ node }) => ({ ...node, kind: 'problemReport' as const, text: node.description })),
        ...viewer.suggestions.edges.map(({ node }) => ({ ...node, kind: 'suggestion' as const, text: node.suggestion })),
        ...viewer.customAppRequests.edges.map(({ node }) => ({ ...node, kind: 'customAppRequest' as const, text: node.description })),
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    : [];

  return (
    <Dialog title={t('mine.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      {items.length === 0 ? (
        <p>{t('mine.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <strong>{t(`kinds.${item.kind}`)}</strong>
                <StatusBadge status={item.status} />
              </div>
              <p className={styles.text}>{item.text}</p>
              <p className={styles.meta}>{t('mine.sentOn', { date: format.instant(item.createdAt) })}</p>
              <p className={styles.answer}>
                <strong>{t('mine.answer')}</strong> {item.answer ?? t('mine.noAnswer')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
