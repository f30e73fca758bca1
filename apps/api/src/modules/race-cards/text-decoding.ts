const utf8 = new TextDecoder('utf-8', { fatal: true });

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Brisnet files are ISO-8859-1. */
export const decodeLatin1 = (bytes: Uint8Array) => latin1(bytes);

/** A CSV someone saved: UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 (which decodes any bytes). */
export function decodeUtf8OrLatin1(bytes: Uint8Array): string {
  try {
    return withoutBom(utf8.decode(bytes));
  } catch {
    return latin1(bytes);
  }
}
