/**
 * Whether a GET's If-None-Match names `etag` (RFC 9110 §13.1.2: a list of tags, weak ones compared weakly, or '*'),
 * so the answer is 304 Not Modified.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
