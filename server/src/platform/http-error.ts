/** A failure the client caused or can act on; the error handler turns it into its JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra answer headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = () => new HttpError(403, 'You do not have access to this function.');
