import { useLocation } from 'react-router';
import { PAGE_TITLES } from './nav.ts';

/** A registered route whose screen is not in this release yet: its title, and where to go. */
export function FeaturePending() {
  const { pathname } = useLocation();
  return (
    <section style={{ display: 'grid', gap: 12 }}>
      <h1>{PAGE_TITLES[pathname] ?? 'Page'}</h1>
      <p>This screen is coming in a later release of the app.</p>
    </section>
  );
}
