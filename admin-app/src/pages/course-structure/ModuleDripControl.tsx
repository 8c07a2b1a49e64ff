import { useState, type FormEvent } from 'react';
import { Button, InputNumber, Typography } from 'antd';
import { errorMessage, useUpdateModuleMutation, type ModuleOutlineDto } from '@academy/api';
import { showToast } from '@academy/ui';

/** The server's bounds on a drip (UpdateModuleDto.unlockAfterDays). */
const MAX_UNLOCK_DAYS = 365;
const DAYS_RULE = `Unlock after must be a whole number of days from 1 to ${MAX_UNLOCK_DAYS}, or empty`;

/**
 * "Unlocks after (days)" of a module: how many days after a learner's start (their cohort's start,
 * else their enrolment) the module opens; empty: from the start. Saved with its button or Enter.
 */
export function ModuleDripControl({ module }: { module: ModuleOutlineDto }) {
  const [days, setDays] = useState<number | null>(module.unlockAfterDays);
  const [shown, setShown] = useState(module.unlockAfterDays);
  const [problem, setProblem] = useState<string | null>(null);
  const [updateModule, { isLoading }] = useUpdateModuleMutation();
  // The outline answered with another value (saved here, or elsewhere): the field follows it.
  if (module.unlockAfterDays !== shown) {
    setShown(module.unlockAfterDays);
    setDays(module.unlockAfterDays);
  }
  const inputId = `module-${module.id}-unlock-after`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_UNLOCK_DAYS)) {
      setProblem(DAYS_RULE);
      return;
    }
    setProblem(null);
    try {
      await updateModule({ moduleId: module.id, updateModuleDto: { unlockAfterDays: days } }).unwrap();
      void showToast({
        title: 'Drip saved',
        description:
          days === null
            ? `${module.title} is open from the start.`
            : `${module.title} opens ${days} ${days === 1 ? 'day' : 'days'} after each learner’s start.`,
      });
    } catch (error) {
      setProblem(errorMessage(error, 'The drip could not be saved. Please try again.'));
    }
  };

  return (
    <form className="structure-module__drip" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={inputId}>Unlocks after (days)</label>
      <InputNumber<number>
        id={inputId}
        size="small"
        min={1}
        max={MAX_UNLOCK_DAYS}
        precision={0}
        placeholder="From the start"
        value={days}
        onChange={(value) => {
          setDays(value ?? null);
          setProblem(null);
        }}
        status={problem ? 'error' : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        style={{ width: 132 }}
      />
      <Button
        size="small"
        htmlType="submit"
        loading={isLoading}
        disabled={days === module.unlockAfterDays}
        aria-label={`Save drip of ${module.title}`}
      >
        Save
      </Button>
      {problem ? (
        <Typography.Text type="danger" role="alert" id={`${inputId}-problem`} className="structure-module__drip-problem">
          {problem}
        </Typography.Text>
      ) : null}
    </form>
  );
}
