import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  InvalidWebhookTargetError,
  OutboundAddressError,
  assertWebhookTarget,
  guardedLookup,
  isPublicAddress,
  parseWebhookTarget,
} from './outbound-guard.js';

interface LookupResult {
  error: NodeJS.ErrnoException | null;
  address: string | LookupAddress[];
  family?: number;
}

function lookup(hostname: string, options: LookupOptions): Promise<LookupResult> {
  return new Promise((resolve) => guardedLookup(hostname, options, (error, address, family) => resolve({ error, address, family })));
}

const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e', '::ffff:8.8.8.8'];

/** One address (or more) per refused category. */
const REFUSED: Record<string, string[]> = {
  private: ['10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1'],
  loopback: ['127.0.0.1', '127.255.255.254', '::1'],
  linkLocal: ['169.254.169.254', 'fe80::1', 'fe80::1%eth0'],
  uniqueLocal: ['fc00::1', 'fd12:3456:789a::1'],
  carrierGradeNat: ['100.64.0.1', '100.127.255.254'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
  broadcast: ['255.255.255.255'],
  unspecified: ['0.0.0.0', '0.1.2.3', '::'],
  reserved: ['240.0.0.1', '192.0.0.8', '198.18.0.1', '2001:db8::1', '3fff::1', '::7f00:1', '4000::1'],
  documentation: ['192.0.2.1', '198.51.100.7', '203.0.113.9'],
  ipv4Mapped: ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
  nat64: ['64:ff9b::a00:1', '64:ff9b::7f00:1'],
  '6to4': ['2002:7f00:1::1'],
  teredo: ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  invalid: ['', 'localhost', '256.0.0.1', 'example.com'],
};

describe('isPublicAddress', () => {
  it.each(PUBLIC)('accepts the global unicast address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  for (const [category, addresses] of Object.entries(REFUSED)) {
    it.each(addresses)(`refuses ${category}: %s`, (address) => {
      expect(isPublicAddress(address)).toBe(false);
    });
  }
});

describe('guardedLookup', () => {
  it('refuses a name that resolves to loopback', async () => {
    for (const options of [{}, { all: true }]) {
      const { error } = await lookup('localhost', options);
      expect(error).toBeInstanceOf(OutboundAddressError);
      expect(error?.message).toMatch(/loopback/);
    }
  });

  it('answers an IP literal in the shape the caller asked for', async () => {
    expect(await lookup('8.8.8.8', {})).toEqual({ error: null, address: '8.8.8.8', family: 4 });
    expect(await lookup('2606:4700:4700::1111', { all: true })).toEqual({
      error: null,
      address: [{ address: '2606:4700:4700::1111', family: 6 }],
      family: undefined,
    });
  });

  it('refuses a private IP literal', async () => {
    const { error } = await lookup('192.168.0.10', { all: true });
    expect(error).toBeInstanceOf(OutboundAddressError);
    expect((error as OutboundAddressError).category).toBe('private');
  });
});

describe('parseWebhookTarget', () => {
  it('refuses what is not an absolute http(s) URL, and credentials', () => {
    for (const endpoint of ['not a url', '/relative/path', 'ftp://example.com/hook', 'file:///etc/passwd', 'https://user:pw@example.com/hook']) {
      expect(() => parseWebhookTarget(endpoint, { allowInsecure: true }), endpoint).toThrow(InvalidWebhookTargetError);
    }
  });

  it('judges IP-literal hosts, however they are spelled', () => {
    for (const endpoint of ['https://127.0.0.1/hook', 'https://0x7f.1/hook', 'https://[::1]:8443/hook', 'https://[::ffff:10.0.0.1]/hook']) {
      expect(() => parseWebhookTarget(endpoint, { allowInsecure: false }), endpoint).toThrow(OutboundAddressError);
    }
    expect(parseWebhookTarget('https://[2606:4700:4700::1111]/hook', { allowInsecure: false }).hostname).toBe('[2606:4700:4700::1111]');
  });
});

describe('assertWebhookTarget', () => {
  it('requires https unless insecure targets are allowed', async () => {
    await expect(assertWebhookTarget('http://8.8.8.8/hook', { allowInsecure: false })).rejects.toThrow(InvalidWebhookTargetError);
    expect((await assertWebhookTarget('https://8.8.8.8/hook', { allowInsecure: false })).href).toBe('https://8.8.8.8/hook');
    expect((await assertWebhookTarget('http://8.8.8.8/hook', { allowInsecure: true })).protocol).toBe('http:');
  });

  it('refuses a host name that resolves to loopback', async () => {
    await expect(assertWebhookTarget('https://localhost/hook', { allowInsecure: false })).rejects.toThrow(OutboundAddressError);
    await expect(assertWebhookTarget('https://127.0.0.1:9/hook', { allowInsecure: false })).rejects.toThrow(/loopback/);
  });

  it('allows local targets when insecure targets are allowed', async () => {
    expect((await assertWebhookTarget('http://localhost:8080/hook', { allowInsecure: true })).host).toBe('localhost:8080');
    expect((await assertWebhookTarget('http://10.1.2.3/hook', { allowInsecure: true })).hostname).toBe('10.1.2.3');
  });

  it('refuses a host name that does not resolve', async () => {
    await expect(assertWebhookTarget('https://no-such-host.invalid/hook', { allowInsecure: false })).rejects.toThrow(/does not resolve/);
  });
});
