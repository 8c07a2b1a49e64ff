import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './validation';

/**
 * Values and validation of a small form. Messages show from the first submit attempt on and then
 * follow the typing. Not on blur: a message appearing when the last field loses focus would move
 * the submit button away from under the pointer between mouse down and up, swallowing the click.
 */
export function useForm<F extends string>(initial: Record<F, string>, validate: (values: Record<F, string>) => FieldErrors<F>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const setValue = (field: F, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: F): string | undefined => (submitted ? errors[field] : undefined);

  return {
    values,
    setValue,
    /** The message to show under a field, if any. */
    errorOf,
    /** Name, value, change handler and message of a field: spread into a `TextField`. */
    field: (field: F) => ({
      name: field,
      value: values[field],
      onChange: (value: string) => setValue(field, value),
      error: errorOf(field),
    }),
    /** Back to the initial values, messages hidden again (after a form that stays on the page was sent). */
    reset: () => {
      setValues(initial);
      setSubmitted(false);
    },
    /**
     * Call from onSubmit: prevents the page load, shows every message and focuses the first
     * invalid field. True when the values are valid.
     */
    submit: (event: FormEvent<HTMLFormElement>): boolean => {
      event.preventDefault();
      setSubmitted(true);
      const firstInvalid = (Object.keys(values) as F[]).find((field) => errors[field]);
      if (firstInvalid === undefined) return true;
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return false;
    },
  };
}
