// Secrets kept at rest sealed with a key derived from the server's secret (AES-256-GCM): two-factor
// secrets and Discord webhook URLs. Below every area, so staff and upstream both build on it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

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
