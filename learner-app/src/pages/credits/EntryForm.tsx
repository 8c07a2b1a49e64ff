import { useId, useRef, useState, type FormEvent } from 'react';
import {
  errorMessage,
  UPLOAD_ACCEPT,
  UPLOAD_HINT,
  UPLOAD_MAX_BYTES,
  useAddMyCreditEntryMutation,
  useUpdateMyCreditEntryMutation,
  useUploadMyCreditEvidenceMutation,
  type CreditBody,
  type CreditCategory,
  type CreditEntryDto,
} from '@academy/api';
import { formatCredits, showToast } from '@academy/ui';
import { BODY_OPTIONS, CATEGORY_OPTIONS, entryInput, validateEntry, type EntryValues } from '../../lib/credits';
import { FormError } from '../account/AccountSection';
import { TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { SelectField } from './SelectField';

const today = () => new Date().toISOString().slice(0, 10);

/** Stores `file` as the entry's evidence; true when it was stored (a failure is toasted). */
export function useEvidenceUpload() {
  const [upload, { isLoading }] = useUploadMyCreditEvidenceMutation();
  const send = async (entryId: number, file: File): Promise<boolean> => {
    if (file.size > UPLOAD_MAX_BYTES) {
      void showToast({ title: 'Evidence not attached', description: 'The file is larger than 10 MB.', variant: 'destructive' });
      return false;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type describes the multipart field; the request itself carries the FormData.
      await upload({ id: entryId, body: body as unknown as { file: Blob } }).unwrap();
      return true;
    } catch (error) {
      void showToast({ title: 'Evidence not attached', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  return { send, uploading: isLoading };
}

/** Credits earned elsewhere: adding them (with an optional evidence file), or changing an entry (`editing`). */
export function EntryForm({ editing, onDone }: { editing?: CreditEntryDto; onDone?: () => void }) {
  const initial: EntryValues = editing
    ? {
        earnedOn: editing.earnedOn,
        provider: editing.provider,
        activityTitle: editing.activityTitle,
        body: editing.body,
        category: editing.category,
        bodyName: editing.bodyName ?? '',
        activityId: editing.activityId ?? '',
        credits: formatCredits(editing.hundredths),
      }
    : { earnedOn: today(), provider: '', activityTitle: '', body: 'shrm', category: 'general', bodyName: '', activityId: '', credits: '' };
  const form = useForm<keyof EntryValues>(initial, (values) => validateEntry(values as EntryValues, today()));
  const [add, adding] = useAddMyCreditEntryMutation();
  const [update, updating] = useUpdateMyCreditEntryMutation();
  const evidence = useEvidenceUpload();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const pending = adding.isLoading || updating.isLoading || evidence.uploading;
  const failure = editing ? updating.error : adding.error;
  const values = form.values as EntryValues;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending) return;
    const input = entryInput(values);
    try {
      if (editing) {
        await update({ id: editing.id, creditEntryInputDto: input }).unwrap();
        void showToast({ title: 'Credits saved' });
      } else {
        const page = await add({ creditEntryInputDto: input }).unwrap();
        // The new entry is the one with the highest id.
        const created = page.entries.reduce<CreditEntryDto | undefined>(
          (last, entry) => (!last || entry.id > last.id ? entry : last),
          undefined,
        );
        const attached = file && created ? await evidence.send(created.id, file) : true;
        void showToast({
          title: 'Credits added',
          description: attached
            ? `${created?.label ?? 'Your credits'} from ${input.provider}.`
            : 'The credits were added without the evidence file.',
        });
        form.reset();
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      onDone?.();
    } catch {
      // shown from the mutation state
    }
  };

  return (
    <form className="au-form mc-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={pending}>
      {failure && !pending ? <FormError>{errorMessage(failure, 'The credits could not be saved. Please try again.')}</FormError> : null}
      <div className="au-row">
        <TextField {...form.field('activityTitle')} label="Activity" placeholder="Structured interviews webinar" maxLength={200} />
        <TextField {...form.field('provider')} label="Provider" placeholder="SHRM, a conference, an employer" maxLength={200} />
      </div>
      <div className="au-row">
        <SelectField
          name="body"
          label="Credit type"
          value={values.body}
          options={BODY_OPTIONS}
          onChange={(body: CreditBody) => form.setValue('body', body)}
        />
        {values.body === 'hrci' ? (
          <SelectField
            name="category"
            label="HRCI category"
            value={values.category}
            options={CATEGORY_OPTIONS}
            onChange={(category: CreditCategory) => form.setValue('category', category)}
          />
        ) : values.body === 'cpd' ? (
          <TextField {...form.field('bodyName')} label="CPD body (optional)" placeholder="CIPD" maxLength={100} />
        ) : null}
      </div>
      <div className="au-row">
        <TextField {...form.field('credits')} label="Credits" inputMode="decimal" placeholder="1.5" hint="Hours or credits, e.g. 1.5." />
        <TextField {...form.field('earnedOn')} label="Date earned" type="date" />
      </div>
      <TextField
        {...form.field('activityId')}
        label="Activity ID (optional)"
        maxLength={40}
        hint="The ID the body gave the activity, if any."
      />
      {editing ? null : (
        <div className="au-field">
          <label className="au-label" htmlFor={fileId}>
            Evidence (optional)
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            className="mc-file"
            accept={UPLOAD_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={`${fileId}-hint`}
          />
          <p id={`${fileId}-hint`} className="au-hint">
            A certificate of attendance or a receipt. {UPLOAD_HINT}
          </p>
        </div>
      )}
      <div className="ac-actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save credits' : 'Add credits'}
        </button>
        {editing ? (
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => onDone?.()} disabled={pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
