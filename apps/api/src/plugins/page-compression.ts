import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a page is sent in, besides none. */
const PAGE_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The encoding to send for an Accept-Encoding header, chosen as @fastify/static chooses the precompressed copy of a
 * file (its negotiator, `*` read as gzip): Brotli first among equals, q-values honoured, q=0 refusing one.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return negotiate(acceptEncoding.toLowerCase().replaceAll('*', 'gzip'), PAGE_ENCODINGS) ?? 'identity';
}

/** A page rendered for one answer, compressed as the browser accepts: quickly (Brotli 5), as it is done per request. */
export function compressedPage(
  body: Buffer,
  acceptEncoding: string | undefined,
  precompressed?: { br: Buffer; gzip: Buffer },
): { encoding: Encoding; bytes: Buffer } {
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'identity') return { encoding, bytes: body };
  if (precompressed) return { encoding, bytes: precompressed[encoding] };
  const bytes =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(body, { level: 6 });
  return { encoding, bytes };
}
