import { useId, useRef, useState } from 'react';
import {
  errorMessage,
  UPLOAD_ACCEPT,
  useRemoveMyCreditEntryMutation,
  useRemoveMyCreditEvidenceMutation,
  type CreditEntryDto,
} from '@academy/api';
import { formatDate, showToast } from '@academy/ui';
import { EntryForm, useEvidenceUpload } from './EntryForm';

const CATEGORY_WORDS = { general: '', business: ' (business)', global: ' (global)', ethics: ' (ethics)' } as const;

function EntryItem({ entry }: { entry: CreditEntryDto }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: removing }] = useRemoveMyCreditEntryMutation();
  const [removeEvidence, { isLoading: removingEvidence }] = useRemoveMyCreditEvidenceMutation();
  const evidence = useEvidenceUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const fail = (error: unknown) =>
    void showToast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

  const onRemove = async () => {
    try {
      await remove({ id: entry.id }).unwrap();
      void showToast({ title: 'Credits removed' });
    } catch (error) {
      setConfirming(false);
      fail(error);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file && (await evidence.send(entry.id, file))) void showToast({ title: 'Evidence attached', description: file.name });
  };

  if (editing) {
    return (
      <li className="mc-entry">
        <EntryForm editing={entry} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="mc-entry" aria-labelledby={titleId}>
      <div className="mc-entry__head">
        <span id={titleId} className="mc-entry__title">
          {entry.activityTitle}
        </span>
        <span className="mc-entry__amount">
          {entry.label}
          {CATEGORY_WORDS[entry.category]}
        </span>
      </div>
      <span className="ac-muted">
        <time dateTime={entry.earnedOn}>{formatDate(`${entry.earnedOn}T12:00:00Z`)}</time> · {entry.provider}
        {entry.activityId ? ` · activity ID ${entry.activityId}` : ''}
      </span>
      <div className="mc-entry__evidence">
        {entry.evidence ? (
          <>
            <a href={entry.evidence.url} download className="cc-link mc-entry__file">
              {entry.evidence.fileName}
            </a>
            <button
              type="button"
              className="mc-text-button"
              disabled={removingEvidence}
              onClick={() => void removeEvidence({ id: entry.id }).unwrap().catch(fail)}
              aria-describedby={titleId}
            >
              Remove file
            </button>
          </>
        ) : (
          <span className="ac-muted">No evidence file</span>
        )}
      </div>
      {confirming ? (
        <div className="ac-confirm">
          <p className="ac-confirm__text">Remove these credits{entry.evidence ? ' and their evidence file' : ''}?</p>
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
            Edit
          </button>
          <button
            type="button"
            className="cc-btn cc-btn--secondary"
            onClick={() => fileInput.current?.click()}
            disabled={evidence.uploading}
            aria-describedby={titleId}
          >
            {evidence.uploading ? 'Attaching…' : entry.evidence ? 'Replace evidence' : 'Attach evidence'}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            hidden
            onChange={(event) => void onFile(event.target.files?.[0])}
            aria-label={`Evidence for ${entry.activityTitle}`}
          />
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setConfirming(true)} aria-describedby={titleId}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

/** The credits the learner added, newest first, each with its evidence and its actions. */
export function EntryList({ entries }: { entries: CreditEntryDto[] }) {
  if (entries.length === 0) return <p className="ac-muted">You have not added credits from elsewhere yet.</p>;
  return (
    <ul className="mc-entries" aria-label="Credits you added">
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
