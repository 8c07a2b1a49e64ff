/** Client-side checks of the sign-in and sign-up forms, with the spec's messages (section 5). */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** The server's upper bounds; the inputs stop there rather than letting the server refuse. */
export const MAX_LENGTH = { email: 320, password: 200, name: 100 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(email);
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.password;
  return errors;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {};
  if (!values.firstName.trim()) errors.firstName = MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = MESSAGES.lastName;
  return { ...errors, ...validateSignIn(values) };
}
