import net from 'node:net';

/**
 * Addresses a fetch of an admin-given URL must never reach: this machine, private networks, link-local (cloud
 * metadata lives there), carrier-grade NAT, multicast, documentation and reserved ranges, and NAT64. An
 * IPv4-mapped IPv6 address ('::ffff:127.0.0.1') is checked as the IPv4 address it wraps; IPv4-compatible
 * ('::127.0.0.1', all of ::/96) and IPv4-translated addresses are refused whatever they wrap.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  // IPv4-compatible (deprecated; '::127.0.0.1' reaches 127.0.0.1 on some stacks), with '::' and '::1'.
  ['::', 96],
  // IPv4-translated ('::ffff:0:a.b.c.d').
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is on the public internet; anything unreadable counts as not. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` is this machine's loopback (127.0.0.0/8, ::1): where tests serve their fixtures. */
function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The fetch policy: public addresses, and loopback too when the app is built for tests. */
export const isFetchableAddress = (address: string, allowLoopback: boolean) =>
  isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
