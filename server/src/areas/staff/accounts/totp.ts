// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) with the `otpauth` library and the QR code of
// its otpauth:// URL with `qrcode`. The secret is sealed at rest by secrets/secret-sealer.ts, so a
// copy of the database alone does not give the codes.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_DIGITS } from '@staff-console/domain';

const ISSUER = 'Staff Console';
export const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: STEP_SECONDS, secret: Secret.fromBase32(base32) });
}

export function otpauthUrl(base32: string, username: string): string {
  return totpOf(base32, username).toString();
}

export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a 6-digit code belongs to (the current one or either neighbour, for clocks a little
 * apart), or null. Callers accept a step only once, so a code cannot be replayed.
 */
export function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32, 'check').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** A code for a moment (tests and the set-up screen's own check). */
export function codeAt(base32: string, now = Date.now()): string {
  return totpOf(base32, 'code').generate({ timestamp: now });
}

/** Recovery codes and challenges are random, so a plain SHA-256 is enough to keep them unreadable. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Ten recovery codes like `k3v9q-7hx2m`: about 50 random bits each. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
