import { useId, type InputHTMLAttributes } from 'react';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from './validation';

interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'readOnly' | 'placeholder'
> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Validation message shown under the field (red). */
  error?: string;
  /** Help text shown under the field when there is no error. */
  hint?: string;
}

/** A labelled input with its message under it, tied together for assistive technology. */
export function TextField({ name, label, value, onChange, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="au-field">
      <label className="au-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        className="au-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message ? (
        <p id={messageId} className={error ? 'au-field-error' : 'au-hint'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the sign-in and sign-up forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={MAX_LENGTH.email}
      placeholder="you@example.com"
    />
  );
}

type FieldProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** A new password typed twice (reset, change): the two fields of `useForm`'s `password` and `confirmPassword`. */
export function NewPasswordFields({ password, confirmPassword }: { password: FieldProps; confirmPassword: FieldProps }) {
  return (
    <>
      <TextField
        {...password}
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <TextField
        {...confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
      />
    </>
  );
}
