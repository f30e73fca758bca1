import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isFetchableAddress } from '../../lib/address-policy';
import { guardedLookup } from '../../lib/guarded-lookup';

/** Limits on fetching an admin-given address (race-card-formats.md §4). */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Tests serve fixtures from 127.0.0.1: this lets loopback addresses through. Other private ranges stay
   * refused even then, and everywhere else loopback is refused too.
   */
  allowPrivateAddresses: boolean;
}

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivateAddresses'> = {
  timeoutMs: 10_000,
  maxBytes: 20 * 1024 * 1024,
  maxRedirects: 3,
};

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: URL;
  contentType: string;
  bytes: Buffer;
}

/** Why a fetch was refused or failed, in words for the admin. */
export class FetchError extends Error {
  override name = 'FetchError';
}

/**
 * The answer's body ended before its end: the deadline passed while it was arriving, or the connection broke. A
 * body without a length ends when its connection closes, so a cut-off one looks complete unless this is checked.
 */
export class FetchCutOffError extends FetchError {
  override name = 'FetchCutOffError';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function refusedAddress(host: string) {
  return new FetchError(`${host} is a private or local address, which is not fetched.`);
}

function describeNetworkError(
  error: unknown,
  url: URL,
  limits: FetchLimits,
  signal: AbortSignal,
  reading = false,
): Error {
  if (error instanceof FetchError) return error;
  const code = (error as { code?: unknown }).code;
  if (reading) {
    return new FetchCutOffError(
      signal.aborted
        ? `${url.host} did not send its whole answer within ${limits.timeoutMs / 1000} seconds.`
        : `${url.host} broke off its answer.`,
    );
  }
  if (signal.aborted) {
    return new FetchError(`${url.host} did not answer within ${limits.timeoutMs / 1000} seconds.`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new FetchError(`${url.hostname} could not be found.`);
  if (code === 'ECONNREFUSED') return new FetchError(`${url.host} refused the connection.`);
  return new FetchError(`${url.host} could not be reached.`);
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: http.IncomingMessage;
}

function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Hop> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal is connected to without a lookup: check it here.
  if (net.isIP(hostname) && !isFetchableAddress(hostname, limits.allowPrivateAddresses)) {
    return Promise.reject(refusedAddress(hostname));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.get(
      url,
      {
        agent: false,
        lookup: guardedLookup(limits.allowPrivateAddresses, refusedAddress),
        signal,
        headers: { accept: '*/*', 'user-agent': 'ContestJockey-RaceCardReader/1.0' },
      },
      (response) => {
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'] ?? '',
          body: response,
        });
      },
    );
    request.on('error', reject);
  });
}

async function readBody(hop: Hop, url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Buffer> {
  const tooLarge = () => new FetchError(`${url.host} sent more than ${limits.maxBytes / 1024 / 1024} MB.`);
  const declared = Number(hop.body.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    hop.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of hop.body) {
    size += (chunk as Buffer).length;
    if (size > limits.maxBytes) {
      hop.body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (signal.aborted || !hop.body.complete) {
    throw new FetchCutOffError(
      `${url.host} did not send its whole answer within ${limits.timeoutMs / 1000} seconds.`,
    );
  }
  return Buffer.concat(chunks);
}

function checkProtocol(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`${url.protocol.replace(/:$/, '')} addresses are not fetched; use http or https.`);
  }
  if (url.username || url.password)
    throw new FetchError('addresses with a user name or password are not fetched.');
}

/** `new URL` that answers a FetchError instead of a TypeError (an IPv6 zone id, an unclosed bracket). */
function parseUrl(address: string, base: URL | undefined, problem: string): URL {
  try {
    return new URL(address, base);
  } catch {
    throw new FetchError(problem);
  }
}

/**
 * GETs `address` within the limits: http/https only, every hop's addresses checked (IP literals and each DNS
 * answer), redirects followed by hand and re-checked, one deadline for the whole fetch, the body streamed and
 * cut off past the size cap.
 */
export async function fetchWithLimits(address: string, limits: FetchLimits): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseUrl(address, undefined, 'the address is not valid.');
  for (let redirects = 0; ; redirects++) {
    checkProtocol(url);
    let hop: Hop;
    try {
      hop = await requestOnce(url, limits, signal);
    } catch (error) {
      throw describeNetworkError(error, url, limits, signal);
    }
    if (REDIRECTS.has(hop.status)) {
      hop.body.resume();
      if (!hop.location) throw new FetchError(`${url.host} answered a redirect without a location.`);
      if (redirects >= limits.maxRedirects) {
        throw new FetchError(`${url.host} redirected more than ${limits.maxRedirects} times.`);
      }
      url = parseUrl(hop.location, url, `${url.host} redirected to an address that is not valid.`);
      continue;
    }
    if (hop.status < 200 || hop.status >= 300) {
      hop.body.resume();
      throw new FetchError(
        `${url.host} answered ${hop.status}${hop.body.statusMessage ? ` ${hop.body.statusMessage}` : ''}.`,
      );
    }
    try {
      return { url, contentType: hop.contentType, bytes: await readBody(hop, url, limits, signal) };
    } catch (error) {
      throw describeNetworkError(error, url, limits, signal, true);
    }
  }
}
