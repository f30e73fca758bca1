import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isFetchableAddress } from './address-policy';

/**
 * DNS resolution for an outgoing connection to an address someone else chose (a race-card URL, a push endpoint):
 * every address the name resolves to is checked at the moment of connecting (address-policy.ts), so a name that
 * resolves to this machine or a private network is refused with `refuse(hostname)`. Loopback passes only when
 * `allowLoopback` (tests). An IP literal is connected to without a lookup: callers check it themselves.
 */
export function guardedLookup(allowLoopback: boolean, refuse: (hostname: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.some((entry) => !isFetchableAddress(entry.address, allowLoopback))) {
        return callback(refuse(hostname), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
