import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** `public`: a global unicast address. Everything else a webhook may not reach, loopback only when allowed. */
export type AddressClass = 'public' | 'loopback' | 'private';

/**
 * Classifies an IP address. Anything ipaddr.js does not call `unicast` is not public: private,
 * loopback, link-local (cloud metadata at 169.254.169.254), unique-local, unspecified, multicast,
 * carrier-grade NAT, reserved and documentation ranges, and IPv6 forms that embed an IPv4 address
 * (IPv4-mapped addresses are judged as the IPv4 address they carry).
 */
export function classifyAddress(address: string): AddressClass {
  if (!isIP(address)) return 'private';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return 'public';
  return range === 'loopback' ? 'loopback' : 'private';
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
