// The sentences of the two-step sign-in. The server's own (MESSAGES) are shown as they are.
import { TOTP_DIGITS } from '@staff-console/domain';

export const TWO_FACTOR_LOGIN_UI = {
  subtitle: 'Two-step verification',
  formLabel: 'Two-factor code',
  prompt: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app, or one of your recovery codes.`,
  codeLabel: 'Code',
  codeHelp: 'Six digits from the app, or a recovery code',
  useRecoveryCode: 'Type a recovery code',
  useAppCode: 'Type the app’s code',
  verify: 'Verify',
  back: 'Back',
} as const;
