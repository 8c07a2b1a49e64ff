/**
 * Client-side checks of the sign-in and sign-up forms, with the messages of
 * docs/product-rules.md#account-fields-and-messages, and of the forms that share their fields:
 * forgotten password, new password, account settings.
 */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  confirmPassword: 'The passwords do not match',
  currentPassword: 'Please enter your current password',
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

export interface EmailValues {
  email: string;
}

/** "Forgot password?": the address to send the link to. */
export function validateEmail(values: EmailValues): FieldErrors<keyof EmailValues> {
  return isValidEmail(values.email) ? {} : { email: MESSAGES.email };
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password typed twice (the reset link's form): at least 6 characters, both the same. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = MESSAGES.confirmPassword;
  return errors;
}

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** Account settings, Password: the current one, then the new one twice. */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = MESSAGES.currentPassword;
  return { ...errors, ...validateNewPassword(values) };
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
}

/** Account settings, Profile: both names, as at sign-up. */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  if (!values.firstName.trim()) errors.firstName = MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = MESSAGES.lastName;
  return errors;
}

export interface ChangeEmailValues {
  newEmail: string;
  password: string;
}

/** Account settings, E-mail address: the new address and the current password. */
export function validateChangeEmail(values: ChangeEmailValues): FieldErrors<keyof ChangeEmailValues> {
  const errors: FieldErrors<keyof ChangeEmailValues> = {};
  if (!isValidEmail(values.newEmail)) errors.newEmail = MESSAGES.email;
  if (!values.password) errors.password = MESSAGES.currentPassword;
  return errors;
}

export interface PasswordOnlyValues {
  password: string;
}

/** Account settings, Delete account: the current password. */
export function validateCurrentPassword(values: PasswordOnlyValues): FieldErrors<keyof PasswordOnlyValues> {
  return values.password ? {} : { password: MESSAGES.currentPassword };
}
