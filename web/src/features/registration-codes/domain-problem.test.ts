import { describe, expect, it } from 'vitest';
import { domainProblem, storedDomain } from './domain-problem';

describe('domainProblem', () => {
  it('takes what the contract takes, as it is stored', () => {
    expect(domainProblem('School.Example')).toBeNull();
    expect(domainProblem('@mail.school.example')).toBeNull();
    expect(storedDomain(' @School.Example ')).toBe('school.example');
  });
  it('says what is wrong and how to write it', () => {
    expect(domainProblem('ada@school.example')).toBe('Type only the part after @: school.example.');
    expect(domainProblem('school example')).toBe('A domain has no spaces.');
    expect(domainProblem('school')).toBe('A domain ends with a dot and a name, e.g. school.example.');
    expect(domainProblem('school_1.example')).toBe('A domain has only letters, digits, hyphens and dots, not "_".');
    expect(domainProblem('school..example')).toBe('Dots go between names: no dot at the start or end, nor two in a row.');
    expect(domainProblem('-school.example')).toBe('A name in a domain does not start or end with a hyphen.');
    expect(domainProblem('school.e1')).toBe('The last part of a domain is 2 or more letters, e.g. .com or .example.');
    expect(domainProblem('school.example', ['school.example'])).toBe('school.example is already on the list.');
  });
});
