import type { CallBodyInput } from '@console/contracts/common/call';
import { usDay } from '@console/contracts/common/day';
import { registrationCodesContract, type Partner, type RegistrationCode } from '@console/contracts/registration-codes.contract';

/** The Add/Update form as typed: dates YYYY-MM-DD (docs/functions/codes-credits-knot-giveaways.md §9), numbers and tags as text. */
export interface CodeFormValues {
  registrationCode: string;
  startDate: string;
  endDate: string;
  partnerId: string;
  spendLimit: string;
  maxRegistrationCount: string;
  tags: string;
}

export const EMPTY_CODE_FORM: CodeFormValues = {
  registrationCode: '',
  startDate: '',
  endDate: '',
  partnerId: '',
  spendLimit: '',
  maxRegistrationCount: '',
  tags: '',
};

export function formValuesOf(code: RegistrationCode | null): CodeFormValues {
  if (!code) return EMPTY_CODE_FORM;
  return {
    registrationCode: code.registrationCode,
    startDate: code.startDate,
    endDate: code.endDate,
    partnerId: String(code.partner.id),
    spendLimit: code.spendLimit === null ? '' : String(code.spendLimit),
    maxRegistrationCount: code.maxRegistrationCount === null ? '' : String(code.maxRegistrationCount),
    tags: (code.tags ?? []).join(', '),
  };
}

/** docs/functions/codes-credits-knot-giveaways.md §5: Save stays disabled while a rule fails or nothing changed versus the original. */
export function saveBlocked(values: CodeFormValues, original: CodeFormValues): boolean {
  if (!values.registrationCode.trim() || !values.startDate || !values.endDate) return true;
  if (values.startDate >= values.endDate) return true;
  return (Object.keys(values) as (keyof CodeFormValues)[]).every((key) => values[key].trim() === original[key].trim());
}

/** How the form holds a partner that is not on the list yet: the name the operator typed. */
const NEW_PARTNER = 'new:';

/**
 * The partner select's options: the shop's partners, plus "Add partner “X”" for a typed name no partner has
 * (a real shop's partners come from its national partners' tags; one without them adds its first here).
 */
export function partnerOptions(partners: readonly Partner[], search: string, selected: string): Array<{ value: string; label: string }> {
  const options = partners.map((p) => ({ value: String(p.id), label: p.name }));
  const typed = search.trim();
  const known = (name: string) => partners.some((p) => p.name.toLowerCase() === name.toLowerCase());
  // The chosen new partner stays an option, or the select would show nothing once the search is cleared.
  if (selected.startsWith(NEW_PARTNER)) options.push({ value: selected, label: selected.slice(NEW_PARTNER.length) });
  if (typed && !known(typed) && `${NEW_PARTNER}${typed}` !== selected)
    options.push({ value: `${NEW_PARTNER}${typed}`, label: `Add partner “${typed}”` });
  return options;
}

function partnerOf(partnerId: string, partners: readonly Partner[]): { name: string } | Partner {
  if (partnerId.startsWith(NEW_PARTNER)) return { name: partnerId.slice(NEW_PARTNER.length) };
  return partners.find((p) => String(p.id) === partnerId) ?? { name: '' };
}

const wholeOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

type CreateBody = CallBodyInput<typeof registrationCodesContract.create>;
type UpdateBody = CallBodyInput<typeof registrationCodesContract.update>;

/**
 * The payload of docs/functions/codes-credits-knot-giveaways.md §5: dates MM/DD/YYYY, numbers as integers or null, empty code and tags left
 * out.
 */
export function updateBodyOf(values: CodeFormValues, partners: readonly Partner[]): UpdateBody {
  const tags = values.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const body: Record<string, unknown> = {
    startDate: usDay(values.startDate),
    endDate: usDay(values.endDate),
    partner: partnerOf(values.partnerId, partners),
    spendLimit: wholeOrNull(values.spendLimit),
    maxRegistrationCount: wholeOrNull(values.maxRegistrationCount),
  };
  if (values.registrationCode.trim()) body.registrationCode = values.registrationCode.trim();
  if (tags.length) body.tags = tags;
  return body as UpdateBody;
}

/** A new code carries its domains (none yet) too. */
export function createBodyOf(values: CodeFormValues, partners: readonly Partner[]): CreateBody {
  return { ...updateBodyOf(values, partners), emailDomains: [] } as CreateBody;
}
