// The page frame the built index.html holds before the app's script has run
// (docs/product/architecture.md, "The frame before the script"): the header bar in the brand colour
// and the app's mark where the page will be. No text of its own: the server writes a page's fixed
// heading in place of the mark (`data-frame-mark`; api/src/lib/page-frame.ts), in the member's
// language. The mark is the app's icon written into the page, so painting it waits for no download.
// Rendered once at build time (web/vite-frame.ts) with the shell's own styles, and replaced by the
// app's first render.
import icon from '../../public/icon.svg?raw';
import * as styles from './shell.css.ts';

export function Frame() {
  return (
    <div className={styles.page} aria-hidden="true" data-frame="">
      <div className={`${styles.header} ${styles.frameHeader}`} />
      <div className={styles.main}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own icon file, read at build time; no text from outside */}
        <div className={styles.frameMark} data-frame-mark="" dangerouslySetInnerHTML={{ __html: icon }} />
      </div>
    </div>
  );
}
