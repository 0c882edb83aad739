// A Discord webhook URL carries Discord's token, which lets anyone post into the staff channel:
//   webhookUrlProblem(url, hosts)   → 'host' | 'port' | undefined: https on a host of DISCORD_WEBHOOK_HOSTS, naming no port
//                                    but 443; plain http and any port only on a loopback host listed there (tests' fakes)
//   createWebhookUrlSealer(secret)  seals the URL at rest as two-factor secrets are (AES-256-GCM, a key derived from the
//                                    server's signing secret, its own key), so a copy of the database does not give the token
//   isSealed(stored)                whether a stored URL is already sealed (rows from before sealing are plain URLs)
// Checked when a webhook is registered and again before each post, so a row stored under older rules is not used.
import { createHmac } from 'node:crypto';
import { createSecretSealer, type SecretSealer } from '../secrets/secret-sealer';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type WebhookUrlProblem = 'host' | 'port';

export function webhookUrlProblem(url: string, hosts: readonly string[]): WebhookUrlProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'host';
  }
  const host = parsed.hostname.toLowerCase();
  if (!hosts.includes(host) || parsed.username !== '' || parsed.password !== '') return 'host';
  if (LOOPBACK.has(host)) return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? undefined : 'host';
  if (parsed.protocol !== 'https:') return 'host';
  // URL drops the scheme's default port, so an explicit ":443" is '' here too.
  return parsed.port === '' ? undefined : 'port';
}

export const webhookUrlAllowed = (url: string, hosts: readonly string[]): boolean => webhookUrlProblem(url, hosts) === undefined;

/** The two-factor sealer under a key of its own: a sealed webhook URL cannot be opened as a two-factor secret, nor the reverse. */
export const createWebhookUrlSealer = (serverSecret: string): SecretSealer =>
  createSecretSealer(createHmac('sha256', serverSecret).update('discord-webhook-url').digest('base64url'));

/** Sealed values start with the sealer's version tag; a stored plain URL starts with its scheme. */
export const isSealed = (stored: string): boolean => stored.startsWith('v1:');
