/**
 * A web address an administrator typed (an ad's link), if it is one: http or https and absolute. Anything else,
 * such as a javascript: address, is not offered as a link.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address: absolute http(s), or a path on this site (uploads). data:, javascript: and the like are refused. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return safeExternalUrl(text);
}
