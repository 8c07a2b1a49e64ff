import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  useRemoveMyCertificationMutation,
  type CertificationLedgerDto,
  type CertificationRequirementDto,
} from '@academy/api';
import { formatCredits, formatDate, showToast } from '@academy/ui';
import { ProgressBar } from '../../components/ProgressBar';
import { certificatePath } from '../../lib/certificateLinks';
import { progressOf, unitOf } from '../../lib/credits';
import { CertificationForm } from './CertificationForm';

const STATUS_LABELS = { upcoming: 'Not started', active: 'Current cycle', ended: 'Ended' } as const;
const CATEGORY_LABELS = { general: 'General', business: 'Business', global: 'Global', ethics: 'Ethics' } as const;
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

/** The category minimums of a requirement, met or not: "Ethics: 1 of 1". */
function categoryProgress(ledger: CertificationLedgerDto): { label: string; met: boolean }[] {
  if (!ledger.required) return [];
  const required = ledger.required;
  return (['ethics', 'business', 'global'] as const)
    .filter((category) => required[category] > 0)
    .map((category) => ({
      label: `${CATEGORY_LABELS[category]}: ${formatCredits(ledger.earned[category])} of ${formatCredits(required[category])}`,
      met: ledger.earned[category] >= required[category],
    }));
}

/** One certification: its cycle, progress toward the academy's requirement, the warning, the credits that count, and its actions. */
export function CertificationCard({
  ledger,
  requirements,
}: {
  ledger: CertificationLedgerDto;
  requirements: CertificationRequirementDto[];
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: removing }] = useRemoveMyCertificationMutation();
  const titleId = useId();
  const percent = progressOf(ledger);
  const unit = unitOf(ledger.body);

  const onRemove = async () => {
    try {
      await remove({ id: ledger.id }).unwrap();
      void showToast({ title: 'Certification removed', description: 'Your credits stay in your ledger.' });
    } catch (error) {
      setConfirming(false);
      void showToast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <li className="mc-card" aria-labelledby={titleId}>
      <div className="mc-card__head">
        <h3 id={titleId} className="mc-card__title">
          {ledger.label}
        </h3>
        <span className={`ac-pill ac-pill--${ledger.complete ? 'ok' : ledger.warning ? 'warn' : 'current'}`}>
          {ledger.complete ? 'Complete' : STATUS_LABELS[ledger.status]}
        </span>
      </div>
      <p className="ac-muted mc-card__cycle">
        Cycle: <time dateTime={ledger.cycleStart}>{day(ledger.cycleStart)}</time> to{' '}
        <time dateTime={ledger.cycleEnd}>{day(ledger.cycleEnd)}</time>
      </p>
      {ledger.required && percent !== null ? (
        <div className="mc-progress">
          <p className="mc-progress__text">
            <strong>
              {formatCredits(ledger.earned.total)} of {formatCredits(ledger.required.total)} {unit}
            </strong>
            <span>{percent}%</span>
          </p>
          <ProgressBar value={percent} label={`${ledger.label} progress`} />
          {categoryProgress(ledger).length > 0 ? (
            <ul className="mc-minimums">
              {categoryProgress(ledger).map((item) => (
                <li key={item.label} className={item.met ? 'mc-minimums__met' : undefined}>
                  {item.label}
                  {item.met ? <span className="lr-visually-hidden"> (met)</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="mc-progress__text">
          <strong>
            {formatCredits(ledger.earned.total)} {unit}
          </strong>{' '}
          <span className="ac-muted">in this cycle (no requirement set)</span>
        </p>
      )}
      {ledger.warning ? (
        <p className="mc-warning" role="status">
          {ledger.warning}
        </p>
      ) : null}
      <details className="mc-lines">
        <summary>Credits in this cycle ({ledger.lines.length})</summary>
        {ledger.lines.length === 0 ? (
          <p className="ac-muted">No credits in this cycle yet.</p>
        ) : (
          <ul className="mc-lines__list">
            {ledger.lines.map((line, index) => (
              <li key={`${line.certificateCode ?? line.entryId}-${line.category}-${index}`} className="mc-line">
                <span className="mc-line__title">
                  {line.certificateCode ? (
                    <Link to={certificatePath(line.certificateCode)} className="cc-link">
                      {line.activityTitle}
                    </Link>
                  ) : (
                    line.activityTitle
                  )}
                </span>
                <span className="mc-line__amount">
                  {formatCredits(line.hundredths)}
                  {line.category === 'general' ? '' : ` ${line.category}`}
                </span>
                <span className="ac-muted mc-line__meta">
                  <time dateTime={line.date}>{day(line.date)}</time> · {line.provider}
                  {line.activityId ? ` · activity ID ${line.activityId}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
      {editing ? (
        <CertificationForm requirements={requirements} editing={ledger} onDone={() => setEditing(false)} />
      ) : confirming ? (
        <div className="ac-confirm">
          <p className="ac-confirm__text">Remove {ledger.label} from your certifications? Your credits stay.</p>
          <div className="ac-actions">
            <button type="button" className="cc-btn ac-btn--danger" onClick={() => void onRemove()} disabled={removing}>
              {removing ? 'Removing…' : 'Remove'}
            </button>
            <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setConfirming(false)} disabled={removing}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="ac-actions">
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setEditing(true)} aria-describedby={titleId}>
            Change cycle
          </button>
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setConfirming(true)} aria-describedby={titleId}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
