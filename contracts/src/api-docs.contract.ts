import { z } from 'zod';
import { defineCall } from './common/call';

/** The API's own description: the OpenAPI 3 document built from the contracts, and a page to browse it. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const apiDocsContract = {
  openapi: defineCall({ method: 'GET', path: '/api/openapi.json', access: 'operator', response: openApiDocument }),
  page: defineCall({ method: 'GET', path: '/api/docs', access: 'operator', response: z.string() }),
} as const;
