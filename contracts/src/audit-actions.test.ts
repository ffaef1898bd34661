import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, isAuditAction } from './audit-actions';

describe('audit action labels', () => {
  it('reads a written action by its label', () => {
    expect(auditActionLabel('returns.refund')).toBe('Return refunded');
    expect(auditActionLabel('bulk-price.save')).toBe('Bulk price saved');
    expect(auditActionLabel('credits.customer.create')).toBe('Store credit customer added');
    expect(auditActionLabel('site.reinvite')).toBe('Site user reinvited');
  });

  it('gives every action its own label, in words', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][A-Za-z -]+$/);
  });

  it('reads a code without a label (an older row) as its words', () => {
    expect(isAuditAction('returns.label-void')).toBe(false);
    expect(auditActionLabel('returns.label-void')).toBe('Returns label void');
    expect(auditActionLabel('customer.update')).toBe('Customer update');
    expect(auditActionLabel('toString')).toBe('To string');
    expect(auditActionLabel('')).toBe('');
  });
});
