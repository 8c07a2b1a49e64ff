export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="shell-spinner" role="status" aria-live="polite" aria-label={label}>
      <span className="shell-spinner__ring" aria-hidden="true" />
      <span className="shell-visually-hidden">{label}</span>
    </div>
  );
}
