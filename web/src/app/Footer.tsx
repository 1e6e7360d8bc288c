import * as styles from './shell.css.ts';

export const VERSION_LABEL = 'v2.0.0';

export function Footer({ text }: { text: string }) {
  return (
    <footer className={styles.footer}>
      <span>{text}</span>
      <span>{VERSION_LABEL}</span>
    </footer>
  );
}
