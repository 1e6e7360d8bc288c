// The side panel of /convention-notes: each note's scriptures under the note's title
// (docs/product/convention-notes.md).
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ScriptureReferences_notes$key } from '../../__generated__/ScriptureReferences_notes.graphql';
import { splitReferences } from './messages.ts';
import * as styles from './convention-notes.css.ts';

export function ScriptureReferences({ notes: key }: { notes: ScriptureReferences_notes$key }) {
  const { t } = useTranslation('conventionNotes');
  const notes = useFragment(
    graphql`
      fragment ScriptureReferences_notes on ConventionNote @relay(plural: true) {
        id
        title
        scriptures
      }
    `,
    key,
  );
  const withScriptures = notes
    .map((note) => ({ ...note, references: splitReferences(note.scriptures) }))
    .filter((note) => note.references.length > 0);

  return (
    <aside className={styles.aside} aria-labelledby="scripture-references-title">
      <h2 id="scripture-references-title">{t('references.title')}</h2>
      {withScriptures.length === 0 ? (
        <p className={styles.subtitle}>{t('references.empty')}</p>
      ) : (
        withScriptures.map((note) => (
          <section key={note.id} className={styles.referenceGroup} aria-label={t('references.groupLabel', { title: note.title })}>
            <h3 className={styles.referenceTitle}>{note.title}</h3>
            <ul className={styles.references}>
              {note.references.map((reference, i) => (
                <li key={`${i}-${reference}`}>{reference}</li>
              ))}
            </ul>
          </section>
        ))
      )}
    </aside>
  );
}
