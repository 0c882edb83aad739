// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) with the `otpauth` library, the QR code of
// its otpauth:// URL with `qrcode`, and the secret sealed at rest (AES-256-GCM with a key derived
// from the server's signing secret), so a copy of the database alone does not give the codes.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
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

export interface SecretSealer {
  seal(base32: string): string;
  open(sealed: string): string;
}

export function createSecretSealer(serverSecret: string): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'staff-console', 'totp-secret', 32));
  return {
    seal(base32) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
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
