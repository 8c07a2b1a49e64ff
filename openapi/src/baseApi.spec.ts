import { errorMessage } from './baseApi.js';

describe('errorMessage', () => {
  it('prefers the server message, then the fallback', () => {
    expect(errorMessage({ status: 409, message: '409: {...}', serverMessage: 'Already exists' }, 'Failed')).toBe('Already exists');
    expect(errorMessage({ status: 500, message: '500: ' }, 'Registration failed. Please try again.')).toBe('Registration failed. Please try again.');
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, 'x')).toBe('TypeError: Failed to fetch');
    expect(errorMessage(undefined, 'Login failed. Please check your credentials.')).toBe('Login failed. Please check your credentials.');
  });
});
