import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors';

describe('ApiError', () => {
  it('keeps status, message and the first error of each field', () => {
    const error = new ApiError(422, 'The given data was invalid.', { email: ['The email is taken.', 'x'] });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldError('email')).toBe('The email is taken.');
    expect(error.fieldError('password')).toBeUndefined();
  });
});
