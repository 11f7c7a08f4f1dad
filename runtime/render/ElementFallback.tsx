/** What a broken element shows: a small inline marker, so the rest of the page stays readable. */
export function ElementFallback({ id, reason }: { id: string; reason: string }) {
  return (
    <span
      data-broken-element={id}
      title={reason}
      aria-hidden="true"
      style={{ display: 'inline-block', font: '12px/1 sans-serif', color: '#a15c00', padding: 2 }}
    >
      ⚠
    </span>
  );
}
