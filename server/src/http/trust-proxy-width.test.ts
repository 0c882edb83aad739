// TRUST_PROXY never trusts every address, however it is spelled: no range wider than an IPv4 /8
// or an IPv6 /16 (IPv4 mapped into IPv6 judged as IPv4), at most 32 entries; `/0` is a clear
// start-up error, not a crash while the server is built.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { fastifyTrustProxy } from './client-address';

const WIDTH = /^Invalid configuration: TRUST_PROXY must list at most 32 proxies, each range no wider than an IPv4 \/8 or an IPv6 \/16/;

describe('TRUST_PROXY width', () => {
  it('refuses lists that trust every address, with one sentence naming the rule', () => {
    for (const wide of ['0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '10.0.0.0/7', '2001::/15', '::/16', '::ffff:0:0/96', '::ffff:0.0.0.0/100']) {
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(WIDTH);
    }
    const many = Array.from({ length: 33 }, (_, i) => `10.${i}.0.0/16`).join(',');
    expect(() => loadConfig({ TRUST_PROXY: many })).toThrow(WIDTH);
  });

  it('accepts real proxy ranges, and each one builds a server', async () => {
    for (const narrow of ['10.0.0.0/8', '192.168.0.0/16,172.16.0.0/12', '2001:db8::/32', 'fd00::/16', '::ffff:10.0.0.0/104', '127.0.0.1', '::1', '2']) {
      const config = loadConfig({ TRUST_PROXY: narrow });
      const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) as string });
      await app.ready();
      await app.close();
    }
  });
});
