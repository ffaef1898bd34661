import { describe, expect, it } from 'vitest';
import {
  EMPTY_CODE_FORM,
  createBodyOf,
  formValuesOf,
  partnerOptions,
  saveBlocked,
  updateBodyOf,
  type CodeFormValues,
} from './code-form-values';

const partners = [{ id: 7, name: 'Metro Industrial', handle: 'metro-industrial' }];
const filled: CodeFormValues = {
  registrationCode: ' SPRING ',
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  partnerId: '7',
  spendLimit: '50',
  maxRegistrationCount: '',
  tags: 'a, b,',
};

describe('registration code form', () => {
  it('blocks Save until code, both dates in order, and a change', () => {
    expect(saveBlocked(EMPTY_CODE_FORM, EMPTY_CODE_FORM)).toBe(true);
    expect(saveBlocked({ ...filled, registrationCode: ' ' }, EMPTY_CODE_FORM)).toBe(true);
    expect(saveBlocked({ ...filled, startDate: '' }, EMPTY_CODE_FORM)).toBe(true);
    expect(saveBlocked({ ...filled, endDate: '2026-03-01' }, EMPTY_CODE_FORM)).toBe(true);
    expect(saveBlocked(filled, EMPTY_CODE_FORM)).toBe(false);
    expect(saveBlocked(filled, filled)).toBe(true);
    expect(saveBlocked({ ...filled, tags: 'a, b, c' }, filled)).toBe(false);
  });

  it('sends MM/DD/YYYY dates, integers or null, and leaves out empty tags', () => {
    expect(createBodyOf(filled, partners)).toEqual({
      registrationCode: 'SPRING',
      startDate: '03/01/2026',
      endDate: '04/01/2026',
      partner: partners[0],
      spendLimit: 50,
      maxRegistrationCount: null,
      tags: ['a', 'b'],
      emailDomains: [],
    });
    const body = updateBodyOf({ ...filled, tags: ' ', spendLimit: 'x' }, partners) as Record<string, unknown>;
    expect('tags' in body).toBe(false);
    expect('emailDomains' in body).toBe(false);
    expect(body.spendLimit).toBeNull();
  });

  it('fills the form from a code', () => {
    const values = formValuesOf({
      id: 1,
      registrationCode: 'X',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      partner: partners[0] as never,
      spendLimit: null,
      maxRegistrationCount: 3,
      currentRegistrationCount: 0,
      emailDomains: [],
    });
    expect(values).toEqual({
      registrationCode: 'X',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      partnerId: '7',
      spendLimit: '',
      maxRegistrationCount: '3',
      tags: '',
    });
  });

  it('offers to add a typed partner no partner has, and sends it by name', () => {
    expect(partnerOptions(partners, '', '')).toEqual([{ value: '7', label: 'Metro Industrial' }]);
    expect(partnerOptions(partners, 'metro industrial', '')).toEqual([{ value: '7', label: 'Metro Industrial' }]);
    expect(partnerOptions([], ' Coastal Fasteners ', '')).toEqual([
      { value: 'new:Coastal Fasteners', label: 'Add partner “Coastal Fasteners”' },
    ]);
    // Chosen, it stays an option under its own name.
    expect(partnerOptions([], 'Coastal Fasteners', 'new:Coastal Fasteners')).toEqual([
      { value: 'new:Coastal Fasteners', label: 'Coastal Fasteners' },
    ]);
    expect(createBodyOf({ ...filled, partnerId: 'new:Coastal Fasteners' }, []).partner).toEqual({ name: 'Coastal Fasteners' });
  });
});
