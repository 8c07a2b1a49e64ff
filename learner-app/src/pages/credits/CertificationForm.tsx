import type { FormEvent } from 'react';
import {
  errorMessage,
  useAddMyCertificationMutation,
  useUpdateMyCertificationMutation,
  type Certification,
  type CertificationLedgerDto,
  type CertificationRequirementDto,
} from '@academy/api';
import { formatCredits, showToast } from '@academy/ui';
import { suggestedCycleEnd, validateCertification, type CertificationValues } from '../../lib/credits';
import { FormError } from '../account/AccountSection';
import { TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { SelectField } from './SelectField';

/** "60 credits every 3 years, including 1 ethics credit", as the academy's requirement says; null without one. */
export function requirementText(requirement: CertificationRequirementDto | undefined): string | null {
  if (!requirement || requirement.totalHundredths === null) return null;
  const unit = requirement.body === 'shrm' ? 'PDCs' : requirement.body === 'cpd' ? 'CPD hours' : 'credits';
  const parts = (
    [
      ['ethics', requirement.ethicsHundredths],
      ['business', requirement.businessHundredths],
      ['global', requirement.globalHundredths],
    ] as const
  )
    .filter(([, amount]) => amount > 0)
    .map(([category, amount]) => `${formatCredits(amount)} ${category} ${amount === 100 ? 'credit' : 'credits'}`);
  return `${requirement.label}: ${formatCredits(requirement.totalHundredths)} ${unit} every ${requirement.cycleYears} ${requirement.cycleYears === 1 ? 'year' : 'years'}${
    parts.length > 0 ? `, including ${parts.join(' and ')}` : ''
  }.`;
}

/**
 * A certification and its cycle dates: adding one, or changing one (`editing`). The end date follows
 * the start by the certification's cycle length until the learner changes it.
 */
export function CertificationForm({
  requirements,
  editing,
  onDone,
}: {
  requirements: CertificationRequirementDto[];
  editing?: CertificationLedgerDto;
  onDone?: () => void;
}) {
  const initial: CertificationValues = editing
    ? { certification: editing.certification, bodyName: editing.bodyName ?? '', cycleStart: editing.cycleStart, cycleEnd: editing.cycleEnd }
    : { certification: '', bodyName: '', cycleStart: '', cycleEnd: '' };
  const form = useForm<keyof CertificationValues>(initial, (values) => validateCertification(values as CertificationValues));
  const [add, adding] = useAddMyCertificationMutation();
  const [update, updating] = useUpdateMyCertificationMutation();
  const pending = adding.isLoading || updating.isLoading;
  const failure = editing ? updating.error : adding.error;
  const certification = form.values.certification as Certification | '';
  const requirement = requirements.find((row) => row.certification === certification);
  const cycleYears = requirement?.cycleYears ?? 3;

  const onStart = (start: string) => {
    const suggested = suggestedCycleEnd(form.values.cycleStart, cycleYears);
    form.setValue('cycleStart', start);
    // The end follows the start while it is empty or still the suggestion.
    if (!form.values.cycleEnd || form.values.cycleEnd === suggested) form.setValue('cycleEnd', suggestedCycleEnd(start, cycleYears));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending) return;
    const input = {
      certification: certification as Certification,
      bodyName: certification === 'cpd' ? form.values.bodyName.trim() : null,
      cycleStart: form.values.cycleStart,
      cycleEnd: form.values.cycleEnd,
    };
    const saved = editing
      ? update({ id: editing.id, certificationInputDto: input }).unwrap()
      : add({ certificationInputDto: input }).unwrap();
    saved
      .then(() => {
        void showToast({ title: editing ? 'Cycle saved' : 'Certification added', description: 'Your progress is up to date.' });
        if (!editing) form.reset();
        onDone?.();
      })
      .catch(() => undefined); // shown from the mutation state
  };

  const hint = requirementText(requirement);
  return (
    <form className="au-form mc-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {failure && !pending ? (
        <FormError>{errorMessage(failure, 'The certification could not be saved. Please try again.')}</FormError>
      ) : null}
      <div className="au-row">
        <SelectField
          name="certification"
          label="Certification"
          value={certification}
          placeholder="Select…"
          options={requirements.map((row) => ({ value: row.certification, label: row.label }))}
          onChange={(value) => form.setValue('certification', value)}
          error={form.errorOf('certification')}
          hint={hint ?? undefined}
        />
        {certification === 'cpd' ? (
          <TextField
            {...form.field('bodyName')}
            label="CPD body"
            placeholder="CIPD"
            maxLength={100}
            hint="The body you report your CPD to."
          />
        ) : null}
      </div>
      <div className="au-row">
        <TextField {...form.field('cycleStart')} onChange={onStart} label="Cycle starts" type="date" />
        <TextField {...form.field('cycleEnd')} label="Cycle ends" type="date" hint="The last day of the cycle." />
      </div>
      <div className="ac-actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save cycle' : 'Add certification'}
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
