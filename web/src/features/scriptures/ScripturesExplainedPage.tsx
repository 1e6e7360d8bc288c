import { ButtonLink } from '../../ui/Button.tsx';
import { STUDY_RESOURCES } from './study-resources.ts';
import * as styles from './scriptures.css.ts';

/** Links to outside study resources; needs no account. */
export function ScripturesExplainedPage() {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1>Scriptures Explained</h1>
          <p className={styles.subtitle}>Study resources on the organisation’s website. Each opens in a new tab.</p>
        </div>
        <ButtonLink variant="secondary" href="/scriptures">
          ← Back to Bible Verses
        </ButtonLink>
      </div>
      <ul className={styles.resources} aria-label="Study resources" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {STUDY_RESOURCES.map((resource) => (
          <li key={resource.href} className={styles.resource}>
            <h2 className={styles.resourceTitle}>{resource.label}</h2>
            <p className={styles.subtitle}>{resource.description}</p>
            <ButtonLink href={resource.href} target="_blank" rel="noopener noreferrer">
              {resource.label}
              <span aria-hidden="true"> ↗</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
