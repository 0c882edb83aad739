// Two-factor sign-in (TOTP, RFC 6238): set-up from the profile, the second step of a sign-in,
// recovery codes, and turning it off.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LoginResponse } from './auth';
import { MAX_PASSWORD } from './users';
import { TWO_FACTOR_CODE_MAX } from '../limits';

const code = z
  .string({ error: MESSAGES.twoFactorCodeRequired })
  .trim()
  .min(1, MESSAGES.twoFactorCodeRequired)
  .max(TWO_FACTOR_CODE_MAX, MESSAGES.twoFactorCodeInvalid);

/** What a password sign-in answers for an account with two-factor: the second step's handle. */
export const TwoFactorChallenge = z.object({ success: z.literal(false), twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

export const LoginTwoFactorBody = z.object({
  challenge: z.string({ error: MESSAGES.twoFactorChallengeExpired }).min(1, MESSAGES.twoFactorChallengeExpired).max(100, MESSAGES.twoFactorChallengeExpired),
  code,
});
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>;

export const TwoFactorSetup = z.object({
  success: z.literal(true),
  /** The shared secret in base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = z.object({ code });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBody>;

export const TwoFactorDisableBody = z.object({
  password: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(MAX_PASSWORD),
  code,
});
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/** Ten single-use codes, shown once, each signing in once in place of the app's code. */
export const RecoveryCodes = z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()), message: z.string() });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Recovery codes are typed loosely: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (value: string): string => value.toLowerCase().replace(/[\s-]/g, '');

/** POST /api/auth/login: a token, or for an account with two-factor the second step's handle. */
export const PasswordSignInResponse = z.union([LoginResponse, TwoFactorChallenge]);
export type PasswordSignInResponse = z.infer<typeof PasswordSignInResponse>;

// Written once in limits.ts (no zod there: screens read it without the schemas).
export { TWO_FACTOR_CODE_MAX };
