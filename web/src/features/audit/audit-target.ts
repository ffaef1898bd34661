import type { AuditChange } from '@console/contracts/audit.contract';
import { readableField } from './audit-changes';

/** Record kinds whose words are not their code's (`mail:12` is an e-mail). */
const KIND_WORDS: Readonly<Record<string, string>> = {
  mail: 'E-mail',
  store_credit_move: 'Store credit move',
};

/** Kinds whose key is a stored name, read in words (`setting:default_discount_limit`). */
const NAMED_BY_KEY = new Set(['setting', 'field']);

/** Targets that are a whole screen's settings rather than one record. */
const WHOLE_TARGETS: Readonly<Record<string, string>> = {
  store: 'The store',
  'price-monitoring': 'Price monitoring settings',
  'display-names': 'Display names',
  fields: 'Monitored fields',
};

const GID = /^gid:\/\/[^/]+\/([A-Za-z]+)\/(.+)$/;
const KIND_KEY = /^([a-z][a-z0-9_-]*):(.+)$/;

const kindWords = (kind: string) => KIND_WORDS[kind] ?? readableField(kind.replace(/-/g, ' '));

/** What the row itself says the record is called: its name, title or code, or a person's name or e-mail. */
function nameIn(changes: readonly AuditChange[]): string | null {
  const value = (field: string) => {
    const change = changes.find((c) => c.field === field);
    const text = change ? (change.after ?? change.before) : null;
    return text && !/^[[{]/.test(text) && text.length <= 80 ? text.trim() : '';
  };
  const person = [value('first_name') || value('firstName'), value('last_name') || value('lastName')].filter((t) => t !== '').join(' ');
  return value('name') || value('title') || value('code') || person || value('email') || null;
}

/**
 * An audit target in words: `return:2` reads "Return 2", `gid://shop/Customer/12` "Customer 12", `jobs:3,4`
 * "Jobs 3, 4", with the record's name after it where the row carries one ("Giveaway 4 (Spring draw)"). Other text (a
 * shop's name, an e-mail) reads as stored.
 */
export function auditTargetText(target: string, changes: readonly AuditChange[] = []): string {
  const whole = WHOLE_TARGETS[target];
  if (whole) return whole;
  const gid = GID.exec(target);
  const kindKey = gid ? null : KIND_KEY.exec(target);
  let text = target;
  let key = '';
  if (gid) {
    key = gid[2] ?? '';
    text = `${readableField(gid[1] ?? '')} ${key}`;
  } else if (kindKey && !kindKey[2]?.startsWith('//')) {
    const kind = kindKey[1] ?? '';
    key = kindKey[2] ?? '';
    const shownKey = NAMED_BY_KEY.has(kind) ? readableField(key) : key.split(',').join(', ');
    text = `${kindWords(kind)} ${shownKey}`;
  }
  const name = nameIn(changes);
  return name && name !== key && name !== target ? `${text} (${name})` : text;
}
