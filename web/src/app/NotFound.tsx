import { ButtonLink } from '../ui/Button.tsx';

export function NotFound() {
  return (
    <section style={{ display: 'grid', gap: 16, justifyItems: 'start', paddingTop: 24 }}>
      <h1>Page Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <ButtonLink href="/">Go to Home</ButtonLink>
    </section>
  );
}
