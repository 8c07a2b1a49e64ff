import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** `public`: a global unicast address. Everything else a server-side fetch of a URL someone typed (a webhook, an identity provider) may not reach, loopback only when allowed. */
export type AddressClass = 'public' | 'loopback' | 'private';

/**
 * The IPv4 address an IPv6 address carries in its low 32 bits where ipaddr.js still calls the
 * address `unicast`: IPv4-compatible `::a.b.c.d` (deprecated, but routed to the IPv4 address by
 * some stacks) and ISATAP interface ids (`…:0:5efe:a.b.c.d`, `…:200:5efe:a.b.c.d`). IPv4-mapped,
 * IPv4-translated, NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 and Teredo addresses are ranges of
 * their own in ipaddr.js, and refused whole.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const low = new ipaddr.IPv4([parts[6] >> 8, parts[6] & 0xff, parts[7] >> 8, parts[7] & 0xff]);
  const compatible = parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7] > 1);
  const isatap = (parts[4] === 0 || parts[4] === 0x200) && parts[5] === 0x5efe;
  return compatible || isatap ? low : null;
}

function classifyRange(range: string): AddressClass {
  if (range === 'unicast') return 'public';
  return range === 'loopback' ? 'loopback' : 'private';
}

/**
 * Classifies an IP address. Anything ipaddr.js does not call `unicast` is not public: private,
 * loopback, link-local (cloud metadata at 169.254.169.254), unique-local, unspecified, multicast,
 * carrier-grade NAT, reserved and documentation ranges, and the IPv6 transition ranges that embed an
 * IPv4 address (mapped, translated, NAT64, 6to4, Teredo). IPv4-mapped addresses, and IPv6 forms
 * that carry an IPv4 address in a `unicast` range (see `embeddedIpv4`), are judged as that IPv4 address.
 */
export function classifyAddress(address: string): AddressClass {
  if (!isIP(address)) return 'private';
  const parsed = ipaddr.process(address);
  const own = classifyRange(parsed.range());
  if (own !== 'public' || parsed.kind() !== 'ipv6') return own;
  const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
  return embedded ? classifyRange(embedded.range()) : 'public';
}

/** A target the webhook may not reach; the message is shown in the delivery log. */
export class TargetRefusedError extends Error {}

/** The host of a URL as DNS and `isIP` take it: IPv6 literals lose their brackets. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function refuse(host: string, address: string, kind: AddressClass): never {
  const what = kind === 'loopback' ? 'a loopback address' : 'a private address';
  throw new TargetRefusedError(`Refused: ${host} resolves to ${what} (${address})`);
}

/**
 * Resolves `hostname` and checks every address it resolves to: one that is not public refuses the
 * whole target (loopback only passes with `allowLoopback`). Returns the address to connect to, so
 * the connection goes where the check looked, with no second lookup for DNS to answer differently.
 */
export async function resolveTarget(hostname: string, allowLoopback: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(hostname);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupAll(host);
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'private' || (kind === 'loopback' && !allowLoopback)) refuse(host, address, kind);
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function lookupAll(host: string): Promise<{ address: string; family: number }[]> {
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) throw new Error('no address');
    return addresses;
  } catch {
    throw new Error(`Could not resolve ${host}`);
  }
}

/**
 * What can be told of a URL's host without DNS: an IP literal's class, `loopback` for `localhost`
 * names, or `name` when only resolving it can tell (as each delivery does).
 */
export function classifyHostWithoutLookup(hostname: string): AddressClass | 'name' {
  const host = bareHost(hostname).toLowerCase();
  if (isIP(host)) return classifyAddress(host);
  return host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : 'name';
}

/**
 * `fetch` for URLs someone typed (an identity provider's issuer or metadata): the host's addresses
 * are checked first, so the server never reaches a private, link-local or (unless allowed) loopback
 * address for them, and redirects are refused rather than followed somewhere unchecked.
 */
export function guardedFetch(allowLoopback: boolean) {
  return async (url: string | URL, options: RequestInit = {}): Promise<Response> => {
    await resolveTarget(new URL(url).hostname, allowLoopback);
    return fetch(url, { ...options, redirect: 'error' });
  };
}

/** Whether `error`, or an error it was caused by, is a refused target. */
export function isRefusedTarget(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause instanceof TargetRefusedError) return true;
  return false;
}
