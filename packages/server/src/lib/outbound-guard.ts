import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Webhook endpoints are chosen by clients, so the server must not become their way into the
 * operator's network (PROTOCOL §6): only globally routable unicast targets, unless the operator
 * allows insecure targets. The check that matters is `guardedLookup`, on the address actually
 * connected to; the others refuse early what would fail anyway.
 */

/** IANA's global unicast space: every other IPv6 block is reserved, even where ipaddr.js calls it unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Why an address is refused (ipaddr.js's name for its range), or null when it is public. */
function refusedCategory(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  // `process` turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it reaches.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return null;
}

export function isPublicAddress(address: string): boolean {
  return refusedCategory(address) === null;
}

export class OutboundAddressError extends Error {
  constructor(readonly category: string) {
    super(`outbound connection refused: ${category} address`);
    this.name = 'OutboundAddressError';
  }
}

export class InvalidWebhookTargetError extends Error {
  constructor(reason: string) {
    super(`invalid webhook target: ${reason}`);
    this.name = 'InvalidWebhookTargetError';
  }
}

function assertPublicAddress(address: string): void {
  const category = refusedCategory(address);
  if (category !== null) throw new OutboundAddressError(category);
}

/** The address of a host written as an IP literal (the URL parser has already normalized it), or null for a name. */
function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

/**
 * The `lookup` option of `http.request` / `net.connect`: `dns.lookup`, failing with
 * `OutboundAddressError` when any address of the name is not public. The socket connects to what
 * this returns, so a name cannot be re-pointed between the check and the connection.
 * Node does not call it for an IP-literal host: `parseWebhookTarget` judges those.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.map(({ address }) => refusedCategory(address)).find((category) => category !== null);
    if (refused) return callback(new OutboundAddressError(refused), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
};

/**
 * Checks an endpoint without resolving it: an absolute http(s) URL without credentials, `https`
 * unless insecure targets are allowed, and an IP-literal host public unless they are.
 * Throws `InvalidWebhookTargetError` or `OutboundAddressError`.
 */
export function parseWebhookTarget(endpoint: string, options: { allowInsecure: boolean }): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new InvalidWebhookTargetError('not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowInsecure)) {
    throw new InvalidWebhookTargetError(options.allowInsecure ? 'the scheme must be https or http' : 'the scheme must be https');
  }
  if (url.username !== '' || url.password !== '') throw new InvalidWebhookTargetError('credentials are not allowed in the URL');
  const literal = ipLiteral(url.hostname);
  if (literal !== null && !options.allowInsecure) assertPublicAddress(literal);
  return url;
}

/**
 * `parseWebhookTarget`, and unless insecure targets are allowed, every address the host name
 * resolves to must be public: for registering a subscription. Sending is still guarded on its own
 * by `guardedLookup`, as the name may resolve elsewhere by then.
 */
export async function assertWebhookTarget(endpoint: string, options: { allowInsecure: boolean }): Promise<URL> {
  const url = parseWebhookTarget(endpoint, options);
  if (options.allowInsecure || ipLiteral(url.hostname) !== null) return url;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(url.hostname, { all: true });
  } catch {
    throw new InvalidWebhookTargetError('the host name does not resolve');
  }
  for (const { address } of addresses) assertPublicAddress(address);
  return url;
}
