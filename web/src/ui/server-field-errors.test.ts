import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { formFieldOf, serverFieldErrors } from './server-field-errors';

const badRequest = (fieldErrors: Record<string, string>, message = 'Some fields are not valid.') =>
  new ApiError(400, { statusCode: 400, error: 'Bad Request', message, fieldErrors });

describe('server field errors', () => {
  it('maps every key form of the server to the form field', () => {
    expect(formFieldOf('body.school')).toBe('school');
    expect(formFieldOf('excelData.0.email')).toBe('email');
    expect(formFieldOf('body.excelData.12.email')).toBe('email');
    expect(formFieldOf('body.0.email')).toBe('email');
    expect(formFieldOf('query.last_id')).toBe('last_id');
    expect(formFieldOf('crm_id')).toBe('crm_id');
  });

  it('places the fields the form has and returns the rest as one message', () => {
    const result = serverFieldErrors(badRequest({ 'body.school': 'At most 120 characters.', 'body.id': 'Customer id is not valid.' }), [
      'school',
      'course',
    ]);
    expect(result).toEqual({ fields: { school: 'At most 120 characters.' }, other: 'Customer id is not valid.' });
  });

  it('answers the message when no field was named, and nothing for a server failure', () => {
    expect(serverFieldErrors(new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Reload the list.' }), ['school'])).toEqual({
      fields: {},
      other: 'Reload the list.',
    });
    expect(serverFieldErrors(new ApiError(500, null), ['school'])).toEqual({ fields: {}, other: null });
    expect(serverFieldErrors(new Error('offline'), ['school'])).toEqual({ fields: {}, other: null });
  });
});
