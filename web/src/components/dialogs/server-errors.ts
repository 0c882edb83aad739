// A server error text always wins over the client's fallback (docs/RULES.md, "Messages"). A sentence that belongs to
// one field of a form is shown on that field; the others above the form.
import { errorText, isApiError } from '../../lib/api-client';

/** The server's sentence when it sent one, else the fallback. */
export function mutationErrorText(error: unknown, fallback: string): string {
  return errorText(error, fallback);
}

/** The field a server sentence belongs to, from a table of exact sentences. */
export function fieldOfServerError<F extends string>(error: unknown, fields: Readonly<Record<string, F>>): { field: F; message: string } | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const message = error.serverMessage;
  if (!message) return null;
  const field = fields[message];
  return field ? { field, message } : null;
}
