import './ui.css';

/** An accessible progress bar; `label` names it for screen readers ("Course progress"). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="lr-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <div className="lr-progress__fill" style={{ width: `${clamped}%` }} />
    </div>
  );
}
