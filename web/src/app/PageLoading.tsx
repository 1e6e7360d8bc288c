export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 24 }}>
      Loading…
    </div>
  );
}
