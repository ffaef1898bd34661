import type { FastifyInstance } from 'fastify';
import { apiDocsContract } from '@console/contracts/api-docs.contract';
import { authContract } from '@console/contracts/auth.contract';
import type { Call } from '@console/contracts/common/call';
import { buildOpenApi } from './openapi';
import { registerCall, registeredCalls } from './routes';

type Document = ReturnType<typeof buildOpenApi>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page, no script (the CSP allows none inline): each operation with its flags and schemas. */
function docsPage(doc: Document): string {
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
  const sections = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const flags = op['x-flags'] as string[] | undefined;
      const access = flags === undefined ? 'public' : flags.length ? `flags: ${flags.join(' or ')}` : 'any signed-in operator';
      const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
      const parts = [
        (op.parameters as unknown[]).length ? `<details><summary>Parameters</summary>${json(op.parameters)}</details>` : '',
        op.requestBody ? `<details><summary>Request body</summary>${json(op.requestBody)}</details>` : '',
        `<details><summary>Responses</summary>${json(op.responses)}</details>`,
      ];
      return `<section id="${escapeHtml(String(op.operationId))}"><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2><p>${escapeHtml(access)}</p>${parts.join('')}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem;margin:.5rem 0}pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:.8rem}summary{cursor:pointer}</style>
</head><body><h1>Console API</h1><p>${escapeHtml(String((doc.info as { description: string }).description)).replace(/`([^`]+)`/g, '<code>$1</code>')} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections.join('\n')}</body></html>`;
}

/** The OpenAPI document of the calls registered on this app, plus sign-in and sign-out. */
export function openApiDocument(app: FastifyInstance): Document {
  const calls: Call[] = [authContract.login, authContract.logout, ...registeredCalls(app)];
  return buildOpenApi(calls, { title: 'Shop console API', version: '1' });
}

/**
 * GET /api/openapi.json and GET /api/docs. Registered after every feature, so the document lists
 * every contract call registered (each with its declared access) plus sign-in and sign-out.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let doc: Document | null = null;
  const build = (): Document => openApiDocument(app);
  registerCall(app, apiDocsContract.openapi, async () => (doc ??= build()) as never);
  registerCall(app, apiDocsContract.page, async ({ reply }) => {
    doc ??= build();
    return reply.type('text/html; charset=utf-8').send(docsPage(doc)) as never;
  });
}
