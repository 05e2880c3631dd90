export interface FieldError {
  path: string;
  message: string;
}

/** An error whose status and message are meant for the client (docs/architecture.md). */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/**
 * A password that did not match, wherever one is checked (sign-in, change of password, deletion of the account): the
 * sign-in limiters count these as failed attempts (auth/rate-limit.ts), so no call can test passwords unthrottled.
 */
export class PasswordRefused extends HttpError {}

export const FORBIDDEN = "You do not have permission to do this.";

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = () => new HttpError(401, "Unauthorized");
/** Refused: by default in plain words a person can read, not the status's name. */
export const forbidden = (message = FORBIDDEN) => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
