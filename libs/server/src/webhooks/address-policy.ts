import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet. ipaddr.js names every special range (private,
 * loopback, link-local with the cloud metadata address, carrier-grade NAT, multicast, unspecified,
 * unique-local, the IPv6 forms that embed an IPv4 address...); only plain 'unicast' is public. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** An IP literal as a URL's hostname gives it (IPv6 inside brackets), or undefined for a name. */
export function ipLiteralOf(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}

/** Names that mean this machine whatever DNS says. */
export const isLocalName = (hostname: string) => {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, a private or internal address`);
  }
}

/**
 * A DNS lookup for the HTTP client that answers only addresses it has checked: the connection is
 * made to the very address checked, so a name that resolves to a public address when the URL is
 * saved and to an internal one when it is used (DNS rebinding) is refused at connection time. One
 * internal address among several refuses the name.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find(({ address }) => !isPublicAddress(address));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(hostname, refused?.address ?? 'nothing') as never, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
