import dns from 'node:dns/promises';
import net from 'node:net';
import { PUSH_MESSAGES } from '@cj/shared/push';
import { isFetchableAddress } from '../../lib/address-policy';
import { badRequest } from '../../lib/http-errors';

/**
 * The endpoint of a subscription is where the server will POST alerts, so it is held to the race-card fetch's
 * address guard (lib/address-policy.ts): https, no user name or password, and a host that is neither this machine
 * nor a private network (loopback passes only in tests). A name is resolved now and every address it has must be
 * public; a name that does not resolve now is let through, since the sender checks again when it connects
 * (lib/guarded-lookup.ts). Answers the parsed address, or throws 400 with the shared message.
 */
export async function checkPushEndpoint(endpoint: string, allowLoopback: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(PUSH_MESSAGES.endpointInvalid);
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    throw badRequest(PUSH_MESSAGES.endpointInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!(await isPublicHost(host, allowLoopback))) throw badRequest(PUSH_MESSAGES.endpointNotPublic);
  return url;
}

async function isPublicHost(host: string, allowLoopback: boolean): Promise<boolean> {
  if (net.isIP(host)) return isFetchableAddress(host, allowLoopback);
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return true;
  }
  return addresses.every((entry) => isFetchableAddress(entry.address, allowLoopback));
}
