import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/** Field path -> first message, e.g. `body.email`, so a form can show each under its field. */
function fieldErrors(
  context: string | undefined,
  issues: ReadonlyArray<{ instancePath: string; message?: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = [context === 'querystring' ? 'query' : context, field].filter(Boolean).join('.');
    if (!(key in out)) out[key] = issue.message ?? 'Invalid value.';
  }
  return out;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fieldErrors: fieldErrors(error.validationContext, error.validation),
      });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: codeName(error.statusCode),
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    // The store cannot be used now (the app is uninstalled from it): say so, it is not our failure.
    if (status === 503) return reply.code(503).send({ statusCode: 503, error: codeName(503), message: error.message });
    if (status < 500) {
      return reply.code(status).send({ statusCode: status, error: codeName(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' });
  });
}

function codeName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };
  return names[status] ?? 'Error';
}
