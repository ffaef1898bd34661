import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import { UploadRefused, inviteRowsOf, uploadFailureText } from './event-invite-upload';

describe('inviteRowsOf', () => {
  it("reads the sample file's columns, whatever their case and spacing", () => {
    expect(inviteRowsOf([{ ' First_Name ': 'Ada', 'LAST NAME': 'Lovelace', Email: ' ada@x.test ' }])).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' },
    ]);
  });
  it('refuses an empty file and a file without an email column with the spec messages', () => {
    expect(() => inviteRowsOf([])).toThrow(new UploadRefused('No rows found in Excel file'));
    expect(() => inviteRowsOf([{ first_name: 'A', mail: 'a@x.test' }])).toThrow('Excel should have "email" header. Check the sample file.');
  });
});

describe('uploadFailureText', () => {
  it("shows the file's own problem, or the spec's upload failure", () => {
    expect(uploadFailureText(new UploadRefused('No rows found in Excel file'))).toBe('No rows found in Excel file');
    expect(
      uploadFailureText(
        new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Excel should have "email" header. Check the sample file.' }),
      ),
    ).toBe('Excel should have "email" header. Check the sample file.');
    expect(uploadFailureText(new ApiError(500, null))).toBe('Error while uploading file. Please try again later.');
    expect(uploadFailureText(new TypeError('Failed to fetch'))).toBe('Error while uploading file. Please try again later.');
  });
});
