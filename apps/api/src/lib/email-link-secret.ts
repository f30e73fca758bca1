import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** The generated secret's file under DATA_DIR (a backup of the embedded database carries it). */
export const EMAIL_LINK_SECRET_FILE = 'email-link-secret';
const generated = new Map<string, string>();

/**
 * EMAIL_LINK_SECRET, or (outside production, where it is required) a random secret made at first use and kept in
 * DATA_DIR/email-link-secret, so links in e-mails already sent keep working after a restart.
 */
export function emailLinkSecret(config: Pick<Config, 'EMAIL_LINK_SECRET' | 'dataDir'>): string {
  if (config.EMAIL_LINK_SECRET) return config.EMAIL_LINK_SECRET;
  let secret = generated.get(config.dataDir);
  if (!secret) {
    secret = readOrCreate(path.join(config.dataDir, EMAIL_LINK_SECRET_FILE));
    generated.set(config.dataDir, secret);
  }
  return secret;
}

/** Written to a temporary file and linked into place, so a process starting beside this one reads it whole. */
function readOrCreate(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  return fs.readFileSync(file, 'utf8').trim();
}
