import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { domainsFailedText, domainsSavedText, saveDomainsOptions } from './registration-codes-queries';
import { CODE_HISTORY_KEY, CODE_PARTNERS_KEY, codeKeys } from './registration-codes-query-keys';

const code = { id: 3, registrationCode: 'SPRING26' };

describe('registration codes queries', () => {
  it('keys every query under the feature, so a save can load them all again', () => {
    expect(codeKeys.list({ active: true }).slice(0, 1)).toEqual(codeKeys.all);
    expect(CODE_PARTNERS_KEY.slice(0, 1)).toEqual(codeKeys.all);
    expect(CODE_HISTORY_KEY.slice(0, 1)).toEqual(codeKeys.all);
  });

  it("a saved domain list keeps the spec's message and names the code and its domains", async () => {
    const client = new QueryClient();
    const said: string[] = [];
    const send = async (domains: string[]) => ({ status: true, msg: 'Email domains updated.', data: { emailDomains: domains } });
    const options = saveDomainsOptions(code, {
      send,
      onSaved: (answer) => said.push(domainsSavedText(code, answer.msg, answer.data.emailDomains)),
      onFailed: () => undefined,
    });
    await new MutationObserver(client, options).mutate(['school.example', 'campus.example']);
    expect(said).toEqual(['Email domains updated. SPRING26 takes: school.example, campus.example.']);
    expect(domainsSavedText(code, 'Email domains updated.', [])).toBe('Email domains updated. SPRING26 takes: none.');
  });

  it('a refusal answered with status false fails with the server reason and the domains to try again', async () => {
    const client = new QueryClient();
    const failed: Array<[string, string[]]> = [];
    const send = async () => ({ status: false, msg: 'Domain not valid.', data: { emailDomains: [] } });
    const options = saveDomainsOptions(code, {
      send,
      onSaved: () => undefined,
      onFailed: (error, domains) => failed.push([error.message, domains]),
    });
    await expect(new MutationObserver(client, options).mutate(['bad domain'])).rejects.toThrow('Domain not valid.');
    expect(failed).toEqual([['Domain not valid.', ['bad domain']]]);
    expect(domainsFailedText(code, new Error('Domain not valid.'), ['school.example'])).toBe(
      'Error updating email domains: Domain not valid. SPRING26 keeps: school.example.',
    );
  });
});
