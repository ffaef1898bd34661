import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { SUBSCRIBED_TOPICS } from '../store-sync/store-subscriptions.jobs';
import { WEBHOOK_PATH } from '../../platform/webhook-path';
import { webhookHandlers } from '../../platform/webhook-topics';
import { registerComplianceWebhooks } from './compliance-webhooks';

type TomlValue = string | boolean | string[];
type TomlTable = Record<string, TomlValue>;

/**
 * The small part of TOML that shopify.app.toml uses: `[table]`, `[[array.of.tables]]`, and keys whose
 * values are basic strings, booleans or arrays of strings (possibly over several lines). Anything
 * else fails the test rather than being misread.
 */
function parseToml(text: string): Record<string, TomlTable | TomlTable[]> {
  const out: Record<string, TomlTable | TomlTable[]> = { '': {} };
  let current = out[''] as TomlTable;
  const lines = text.split('\n').map((l) => l.replace(/\s+#.*$|^\s*#.*$/, '').trim());
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (!line) continue;
    const arrayTable = /^\[\[([\w.]+)\]\]$/.exec(line);
    const table = /^\[([\w.]+)\]$/.exec(line);
    if (arrayTable?.[1]) {
      const list = (out[arrayTable[1]] ??= []) as TomlTable[];
      current = {};
      list.push(current);
      continue;
    }
    if (table?.[1]) {
      current = (out[table[1]] ??= {}) as TomlTable;
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*(.*)$/.exec(line);
    if (!pair?.[1]) throw new Error(`not understood: ${line}`);
    let value = pair[2] ?? '';
    while (value.startsWith('[') && !value.endsWith(']')) value += ` ${lines[++i] ?? ''}`;
    current[pair[1]] = parseValue(value);
  }
  return out;
}

function parseValue(value: string): TomlValue {
  if (value === 'true' || value === 'false') return value === 'true';
  const string = /^"([^"\\]*)"$/.exec(value);
  if (string) return string[1] ?? '';
  const array = /^\[(.*)\]$/.exec(value);
  if (array) {
    const items = (array[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return items.map((item) => {
      const parsed = parseValue(item);
      if (typeof parsed !== 'string') throw new Error(`not a string: ${item}`);
      return parsed;
    });
  }
  throw new Error(`value not understood: ${value}`);
}

const read = (file: string) => fs.readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
const toml = parseToml(read('shopify.app.toml'));
const root = toml[''] as TomlTable;
const subscriptions = toml['webhooks.subscriptions'] as TomlTable[];

/** The scopes the README names for a connected store: every `read_…`/`write_…` from "Connect your store" up to the sign-in throttle. */
function readmeScopes(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('### Connect your store'), readme.indexOf('### Sign-in throttle'));
  return [...new Set([...section.matchAll(/`((?:read|write)_[a-z_]+)`/g)].map((m) => m[1] ?? ''))].sort();
}

describe('shopify.app.toml', () => {
  it('is an embedded app with a placeholder client id and an application URL', () => {
    expect(root).toMatchObject({ name: 'Back-office console', client_id: 'REPLACE_WITH_YOUR_APP_CLIENT_ID', embedded: true });
    expect(String(root.application_url)).toMatch(/^https:\/\//);
    expect(read('README.md')).toContain('REPLACE_WITH_YOUR_APP_CLIENT_ID');
  });

  it('asks for exactly the scopes of the README', () => {
    const scopes = String((toml.access_scopes as TomlTable).scopes)
      .split(',')
      .map((s) => s.trim())
      .sort();
    expect(scopes).toEqual(readmeScopes());
    expect(scopes).toContain('read_customers');
  });

  it('declares the API version of the console and the topics it handles at its webhook path', () => {
    const config = loadConfig({ SHOPIFY_STORE_URL: 'https://shop.myshopify.com', SHOPIFY_ACCESS_TOKEN: 't' });
    expect((toml.webhooks as TomlTable).api_version).toBe(config.shopify?.apiVersion);
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription?.uri).toBe(WEBHOOK_PATH);
    expect(subscription?.topics).toEqual(['app/uninstalled']);
    expect([...((subscription?.compliance_topics as string[] | undefined) ?? [])].sort()).toEqual([
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ]);
    // Every declared topic has a handler in the code; the store topics are the console's own subscriptions.
    registerComplianceWebhooks(null as never, null as never);
    for (const topic of [...(subscription?.topics as string[]), ...(subscription?.compliance_topics as string[])])
      expect(webhookHandlers(topic).length, topic).toBeGreaterThan(0);
    expect(SUBSCRIBED_TOPICS).toContain('app/uninstalled');
  });
});
