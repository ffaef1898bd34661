/**
 * The registration codes data layer (docs/functions/codes-credits-knot-giveaways.md §2.1): the list by status, the partners, the history,
 * save and the e-mail domains, with messages naming the code. Components call these, never the API
 * client.
 */
import { useMutation, useQuery, useQueryClient, type MutationOptions } from '@tanstack/react-query';
import { registrationCodesContract, type Partner, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { callApi } from '../../api/api-client';
import { useEagerQuery } from '../../api/eager-query';
import { failureText } from '../../ui/call-failure';
import { saveMutation } from '../../ui/save-mutation';
import { createBodyOf, updateBodyOf, type CodeFormValues } from './code-form-values';
import { codeKeys, CODE_PARTNERS_KEY, CODE_HISTORY_KEY } from './registration-codes-query-keys';

/** Partners change rarely: five minutes before they are asked again. */
const PARTNERS_STALE_MS = 5 * 60_000;

/** The server answers some refusals as `status: false` with a 200: those are failures too. */
function refusedUnlessOk<A extends { status: boolean; msg: string }>(answer: A): A {
  if (!answer.status) throw new Error(answer.msg);
  return answer;
}

/** The codes of one expiration status (true active, false inactive, null all). */
export function useCodeList(active: boolean | null) {
  return useEagerQuery({
    queryKey: codeKeys.list({ active }),
    queryFn: ({ signal }) =>
      callApi(registrationCodesContract.list, { query: { active: active === null ? undefined : active ? 'true' : 'false' }, signal }),
  });
}

export function useCodePartners() {
  return useQuery({
    queryKey: CODE_PARTNERS_KEY,
    queryFn: ({ signal }) => callApi(registrationCodesContract.partners, { signal }),
    staleTime: PARTNERS_STALE_MS,
  });
}

export function useCodeHistory() {
  return useQuery({ queryKey: CODE_HISTORY_KEY, queryFn: ({ signal }) => callApi(registrationCodesContract.history, { signal }) });
}

/** Creates (no code) or updates one; a refusal throws with the server's reason. */
export async function saveCode(code: Pick<RegistrationCode, 'id'> | null, typed: CodeFormValues, partners: readonly Partner[]) {
  const answer = code
    ? await callApi(registrationCodesContract.update, { params: { id: code.id }, body: updateBodyOf(typed, partners) })
    : await callApi(registrationCodesContract.create, { body: createBodyOf(typed, partners) });
  return refusedUnlessOk(answer);
}

/** 'example.com, school.example' or 'none': the domains a code now takes. */
export const domainsText = (domains: readonly string[]): string => (domains.length ? domains.join(', ') : 'none');
/** the documented message, then which code now takes which domains. */
export const domainsSavedText = (code: Pick<RegistrationCode, 'registrationCode'>, msg: string, domains: readonly string[]): string =>
  `${msg} ${code.registrationCode} takes: ${domainsText(domains)}.`;
/** the documented failure, then which code keeps which domains. */
export const domainsFailedText = (code: Pick<RegistrationCode, 'registrationCode'>, error: unknown, kept: readonly string[]): string =>
  `${failureText('Error updating email domains', error)} ${code.registrationCode} keeps: ${domainsText(kept)}.`;

type DomainsAnswer = { msg: string; data: { emailDomains: string[] } };

export interface DomainsSaveHandlers {
  onSaved: (answer: DomainsAnswer) => void;
  onFailed: (error: Error, domains: string[]) => void;
  /** The call; the contract's unless a test gives its own. */
  send?: (domains: string[]) => Promise<{ status: boolean; msg: string; data: { emailDomains: string[] } }>;
}

/** One save of a code's domains: a refusal (status false) is a failure with the server's reason. */
export function saveDomainsOptions(
  code: Pick<RegistrationCode, 'id'>,
  { onSaved, onFailed, send }: DomainsSaveHandlers,
): MutationOptions<DomainsAnswer, Error, string[]> {
  const call =
    send ??
    ((emailDomains: string[]) => callApi(registrationCodesContract.emailDomains, { params: { id: code.id }, body: { emailDomains } }));
  return { mutationFn: async (domains) => refusedUnlessOk(await call(domains)), onSuccess: onSaved, onError: onFailed };
}

export function useSaveEmailDomains(code: Pick<RegistrationCode, 'id'>, handlers: Omit<DomainsSaveHandlers, 'send'>) {
  return useMutation(saveDomainsOptions(code, handlers));
}

/**
 * A code created or edited changes the history and the partners' codes; the list on screen takes the
 * saved code from the answer instead of loading again.
 */
export const codeSaveChanges = () => [CODE_HISTORY_KEY, CODE_PARTNERS_KEY];

/** The code dialog's save: `send` is the dialog's own call (with its messages). */
export function useSaveCode<I>(send: (input: I) => Promise<unknown>) {
  return saveMutation(useQueryClient(), send, codeSaveChanges);
}
