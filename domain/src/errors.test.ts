import { describe, expect, it } from 'vitest';
import { apiError, ERRORS, errorText, isDeletedAccountError, isErrorCode } from './errors';

describe('errors (docs/product.md#error-catalogue)', () => {
  it('carries the catalogue texts', () => {
    expect(apiError('INCORRECT_CREDENTIALS')).toEqual({
      code: 'INCORRECT_CREDENTIALS',
      message: 'Incorrect username or password.',
    });
    expect(ERRORS.ATTEMPT_LIMIT_EXCEEDED).toEqual({
      status: 429,
      message: 'Attempt limit exceeded. Please try again later.',
    });
    expect(ERRORS.NOT_ACTIVATED.message).toBe('Account has not been activated.');
    expect(ERRORS.INVALID_INPUT).toEqual({ status: 400, message: 'Invalid input.' });
    expect(ERRORS.NOT_FOUND).toEqual({ status: 404, message: 'Not found.' });
    expect(ERRORS.INTERNAL).toEqual({ status: 500, message: 'Exception error occurred.' });
    expect(ERRORS.SERVICE_NOT_AVAILABLE).toEqual({ status: 503, message: 'This service is not available.' });
    expect(ERRORS.FORBIDDEN.status).toBe(403);
    expect(ERRORS.RESET_CODE_EXPIRED.message).toBe(
      'Your request has been expired. Please request a reset password again.',
    );
    expect(ERRORS.EMAIL_EXISTS.message).toBe('An account with the given email already exists.');
    expect(ERRORS.INCORRECT_CURRENT_PASSWORD.message).toBe('Incorrect current password.');
    expect(ERRORS.PRODUCT_ALREADY_REGISTERED.message).toBe(
      'This product has been added to your Roland Account. Thank you!',
    );
    expect(ERRORS.TOKEN_EXPIRED.message).toBe('Token has expired. Please login again.');
    expect(ERRORS.HELP_CENTER_LOGIN_FAILED_DRUM.message).toBe('Error: Please try again.');
    expect(ERRORS.NOT_ROLAND_ACCOUNT.message).toBe('Not Roland Account');
    expect(apiError('INVALID_INPUT', [{ field: 'email', message: 'Invalid email' }])).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid input.',
      fields: [{ field: 'email', message: 'Invalid email', code: 'invalidEmail' }],
    });
  });

  it('gives field errors the en-US text and the message code, whether given the code or the text', () => {
    expect(
      apiError('INVALID_INPUT', [
        { field: 'firstName', message: 'firstNameRequired' },
        { field: 'phones', message: 'You can add up to 3 phone numbers' },
        { field: 'perPage', message: 'Too big: expected number to be <=1000' },
      ]).fields,
    ).toEqual([
      { field: 'firstName', message: 'First name is required', code: 'firstNameRequired' },
      { field: 'phones', message: 'You can add up to 3 phone numbers', code: 'maxPhones' },
      { field: 'perPage', message: 'Too big: expected number to be <=1000' },
    ]);
  });

  it('gives every code an HTTP error status and a text', () => {
    for (const [code, { status, message }] of Object.entries(ERRORS)) {
      expect(isErrorCode(code)).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.length, code).toBeGreaterThan(0);
    }
    expect(isErrorCode('toString')).toBe(false);
  });

  it('recognises deleted-account errors', () => {
    expect(isDeletedAccountError('UserNotFoundException: User does not exist.')).toBe(true);
    expect(isDeletedAccountError('Entity not found: User')).toBe(true);
    expect(isDeletedAccountError('User id 42 was not found')).toBe(true);
    expect(isDeletedAccountError('Rcp id abc was not found')).toBe(true);
    expect(isDeletedAccountError('Product not found.')).toBe(false);
  });

  it('takes the text from response message, then error, then the own message', () => {
    expect(errorText({ response: { data: { message: 'A', error: 'B' } }, message: 'C' })).toBe('A');
    expect(errorText({ response: { data: { error: 'B' } }, message: 'C' })).toBe('B');
    expect(errorText({ message: 'C' })).toBe('C');
    expect(errorText(42)).toBe('Exception error occurred.');
  });
});
