import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { outboxDir } from './server-env';

/** One message the server wrote to DATA_DIR/outbox (no SMTP server in the tests). */
export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text of every part (plain text and HTML), one after the other. */
  body: string;
}

/** Quoted-printable (RFC 2045): `=` at a line end is a soft break, `=XX` is a byte in hex. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded text of a message and of all its MIME parts. */
function decodeEntity(raw: string): string {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return decodePart(headers, body);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => decodeEntity(part.replace(/^\r?\n/, '')))
    .join('\n');
}

export function parseEmail(file: string, raw: string): OutboxEmail {
  const { headers } = splitHead(raw);
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    body: decodeEntity(raw),
  };
}

/** The newest message to `address` in the outbox, or undefined. File names start with the time they were written. */
export async function newestEmailTo(address: string): Promise<OutboxEmail | undefined> {
  const folder = outboxDir();
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  for (const name of names
    .filter((entry) => entry.endsWith('.eml'))
    .sort()
    .reverse()) {
    const file = path.join(folder, name);
    const email = parseEmail(file, await fs.readFile(file, 'utf8'));
    if (email.to.toLowerCase().includes(address.toLowerCase())) return email;
  }
  return undefined;
}

/** Waits for a message to `address` that `accept` approves (mail is written just after the API answers). */
export async function waitForEmailTo(
  address: string,
  accept: (email: OutboxEmail) => boolean = () => true,
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const email = await newestEmailTo(address);
        found = email && accept(email) ? email : undefined;
        return found !== undefined;
      },
      { message: `an e-mail to ${address} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The `/password/update?code=...` link of a password-reset e-mail, as path and query (the host is the brand's). */
export function passwordUpdateLink(email: OutboxEmail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/password\/update\?code=[^\s"'<>&]+/.exec(email.body);
  if (!match) throw new Error(`No /password/update link in ${email.file}:\n${email.body}`);
  return new URL(match[0]);
}
