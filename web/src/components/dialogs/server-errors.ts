// A server error text always wins over the client's fallback (docs/RULES.md, "Messages"). A sentence that belongs to
// one field of a form is shown on that field; the others above the form.
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/** The table of fieldOfServerError written field by field: each field with the server sentences that belong to it. */
export function sentencesByField<F extends string>(byField: Readonly<Partial<Record<F, readonly string[]>>>): Readonly<Record<string, F>> {
  const table: Record<string, F> = {};
  for (const [field, sentences] of Object.entries(byField) as [F, readonly string[]][]) for (const sentence of sentences) table[sentence] = field;
  return table;
}

/**
 * A form dialog's server errors: `show` puts a sentence that belongs to a field on that field (and
 * focuses it), any other above the form as `formError`.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Readonly<Record<string, Path<T>>>) {
  const [formError, setFormError] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown, fallback: string) => {
      const onField = fieldOfServerError(error, fields);
      if (onField) setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      else setFormError(mutationErrorText(error, fallback));
    },
    [fields, setError],
  );
  return { formError, setFormError, show };
}

/** A text field's error state: red with the error's sentence under it (a form's error, or the sentence itself), else the help (if any). */
export function fieldError(error: { message?: string } | string | undefined, help?: string): { error: boolean; helperText: string | undefined } {
  const message = typeof error === 'string' ? error : error?.message;
  return { error: error !== undefined, helperText: message ?? help };
}
