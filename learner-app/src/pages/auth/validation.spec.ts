import { describe, expect, it } from '@jest/globals';
import {
  MESSAGES,
  validateChangeEmail,
  validateChangePassword,
  validateCurrentPassword,
  validateEmail,
  validateNewPassword,
  validateProfile,
} from './validation';

describe('forms beside sign-in and sign-up', () => {
  it('asks for a valid address to send a reset link to', () => {
    expect(validateEmail({ email: ' someone@example.com ' })).toEqual({});
    expect(validateEmail({ email: 'someone' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('wants a new password of at least 6 characters, typed the same twice', () => {
    expect(validateNewPassword({ password: 'orchard-lantern', confirmPassword: 'orchard-lantern' })).toEqual({});
    expect(validateNewPassword({ password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword({ password: 'orchard-lantern', confirmPassword: 'orchard-lanter' })).toEqual({
      confirmPassword: MESSAGES.confirmPassword,
    });
    expect(validateNewPassword({ password: '', confirmPassword: 'x' })).toEqual({
      password: MESSAGES.password,
      confirmPassword: MESSAGES.confirmPassword,
    });
  });

  it('asks for the current password before a new one', () => {
    expect(validateChangePassword({ currentPassword: '', password: 'orchard-lantern', confirmPassword: 'orchard-lantern' })).toEqual({
      currentPassword: 'Please enter your current password',
    });
    expect(validateChangePassword({ currentPassword: 'old-one', password: 'orchard-lantern', confirmPassword: 'orchard-lantern' })).toEqual(
      {},
    );
  });

  it('needs both names in the profile', () => {
    expect(validateProfile({ firstName: ' ', lastName: 'Lee' })).toEqual({ firstName: 'First name is required' });
    expect(validateProfile({ firstName: 'Dana', lastName: '' })).toEqual({ lastName: 'Last name is required' });
    expect(validateProfile({ firstName: 'Dana', lastName: 'Lee' })).toEqual({});
  });

  it('needs a new address and the password to change the e-mail, and the password to delete the account', () => {
    expect(validateChangeEmail({ newEmail: 'new@example', password: '' })).toEqual({
      newEmail: MESSAGES.email,
      password: MESSAGES.currentPassword,
    });
    expect(validateChangeEmail({ newEmail: 'new@example.com', password: 'x' })).toEqual({});
    expect(validateCurrentPassword({ password: '' })).toEqual({ password: MESSAGES.currentPassword });
    expect(validateCurrentPassword({ password: 'x' })).toEqual({});
  });
});
