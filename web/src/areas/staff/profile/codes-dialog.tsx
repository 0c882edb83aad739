// The two dialogs that end with new recovery codes (turning two-factor on, new codes): a form
// dialog confirmed by the authenticator app's current code, whose result is the ten codes, shown
// once, with Done as the only way out.
import { useState } from 'react';
import { MESSAGES } from '@staff-console/domain';
import { FormDialog, type FormDialogProps } from '../../../components/dialogs/form-dialog';
import { errorText, isApiError } from '../../../lib/api-client';
import { codeProblem } from './code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { TWO_FACTOR_UI as T } from './security-messages';

const isCodeRefusal = (e: unknown) => isApiError(e) && e.serverMessage === MESSAGES.twoFactorCodeInvalid;

/** What a sent code's request looks like to the dialog (a TanStack mutation). */
interface CodeMutation {
  isError: boolean;
  error: unknown;
  mutate: (code: string, handlers: { onSuccess?: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * The code field's state: `confirm` checks the code, then sends it; a refused code shows under the
 * field, any other failure as `generalError` above the form.
 */
export function useCodeEntry(mutation: CodeMutation, failed: string, onSuccess?: () => void) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const confirm = () => {
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    mutation.mutate(code.trim(), {
      onSuccess,
      onError: (error) => {
        if (isCodeRefusal(error)) setCodeError(MESSAGES.twoFactorCodeInvalid);
      },
    });
  };
  const generalError = mutation.isError && !isCodeRefusal(mutation.error) ? errorText(mutation.error, failed) : null;
  return { code, setCode, codeError, confirm, generalError };
}

export interface CodesDialogProps extends Omit<FormDialogProps, 'formError' | 'result'> {
  /** The new codes once the server has sent them. */
  codes: string[] | undefined;
  codesMessage: string | undefined;
  generalError: string | null;
}

export function CodesDialog({ codes, codesMessage, generalError, ...form }: CodesDialogProps) {
  const result = codes ? { title: T.codesTitle, body: <RecoveryCodesView codes={codes} message={codesMessage} /> } : null;
  return <FormDialog {...form} formError={generalError} spacing={0} result={result} />;
}
