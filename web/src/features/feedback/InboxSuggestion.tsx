import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InboxSuggestion_suggestion$key } from '../../__generated__/InboxSuggestion_suggestion.graphql';
import { useFormat } from '../../i18n/format.ts';
import { InboxEditor, inboxInitial } from './InboxEditor.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useUpdateSuggestionMutation } from './useUpdateSuggestionMutation.ts';
import * as styles from './feedback.css.ts';

export function InboxSuggestion({ suggestion: key }: { suggestion: InboxSuggestion_suggestion$key }) {
  const { t } = useTranslation('feedback');
  const format = useFormat();
  const suggestion = useFragment(
    graphql`
      fragment InboxSuggestion_suggestion on Suggestion {
        id
        name
        email
        suggestion
        status
        answer
        fromMember
        createdAt
      }
    `,
    key,
  );
  const [commit, saving] = useUpdateSuggestionMutation();
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <strong>{t('inbox.from', { name: suggestion.name })}</strong>
        <StatusBadge status={suggestion.status} />
      </div>
      <p className={styles.meta}>
        {suggestion.email && <><a href={`mailto:${suggestion.email}`}>{suggestion.email}</a> · </>}
        {suggestion.fromMember ? t('inbox.member') : t('inbox.visitor')} · {format.instant(suggestion.createdAt)}
      </p>
      <p className={styles.text}>{suggestion.suggestion}</p>
      <InboxEditor
        label={t('inbox.editLabel', { name: suggestion.name })}
        initial={inboxInitial(suggestion)}
        saving={saving}
        onSave={(change, done, failed) =>
          commit({ variables: { input: { id: suggestion.id, ...change } }, onCompleted: ({ updateSuggestion }) => done(updateSuggestion), onError: failed })
        }
      />
    </li>
  );
}
