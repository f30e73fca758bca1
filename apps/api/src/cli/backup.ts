import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Config } from '../config';
import { migrationsFolder, numberParsers } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { EMAIL_LINK_SECRET_FILE } from '../lib/email-link-secret';
import { readTarGz, type TarFile, writeTarGz } from '../lib/tar';

/** A refusal the admin command prints as it is and exits 1 on. */
export class BackupError extends Error {}

const FORMAT = 'contest-jockey-embedded-backup';
const MANIFEST = 'manifest.json';
const DATABASE = 'pglite.tar';
const UPLOADS = 'uploads/';
/** Upload names as the image store makes them: no folders, nothing that could climb out of the uploads folder. */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface BackupManifest {
  format: typeof FORMAT;
  /** The newest migration of the version that made it (the schema's version) and how many the database had. */
  schema: string;
  migrations: number;
  postgres: string;
  createdAt: string;
  uploads: number;
}

const where = (config: Config) => ({
  pgliteDir: path.join(config.dataDir, 'pglite'),
  uploadsDir: path.join(config.dataDir, 'uploads'),
  secretFile: path.join(config.dataDir, EMAIL_LINK_SECRET_FILE),
});

/** PostgreSQL writes PG_VERSION first into a data directory: without it there is no database there. */
const holdsDatabase = (pgliteDir: string) => fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));

const uploadNames = (uploadsDir: string) =>
  fs.existsSync(uploadsDir)
    ? fs
        .readdirSync(uploadsDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && UPLOAD_NAME.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];

async function appliedMigrations(client: PGlite): Promise<number> {
  const [table] = (
    await client.query<{ name: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as name",
    )
  ).rows;
  if (!table?.name) return 0;
  const [row] = (
    await client.query<{ applied: number }>(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    )
  ).rows;
  return row?.applied ?? 0;
}

const thisVersion = () => {
  const migrations = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return { total: migrations.length, schema: journal.entries.at(-1)?.tag ?? 'none' };
};

/**
 * Writes the embedded database (PGlite's dump of its data directory), the uploads and the generated e-mail link
 * secret to one .tar.gz. The server must be stopped: the data-dir lock refuses while it runs (decision 058).
 */
export async function backupEmbedded(config: Config, file: string): Promise<BackupManifest> {
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: this command backs up the embedded database only. Back up PostgreSQL with ' +
        '`pg_dump -Fc` (and WAL archiving for point-in-time recovery), and the uploads volume beside it: see ' +
        'docs/runbook.md (Backups).',
    );
  }
  const { pgliteDir, uploadsDir, secretFile } = where(config);
  if (!holdsDatabase(pgliteDir)) throw new BackupError(`There is no embedded database in ${pgliteDir}.`);
  const unlock = lockDataDir(config.dataDir, 'the admin command (backup)');
  try {
    const client = new PGlite(pgliteDir, { parsers: numberParsers });
    let dump: Blob;
    let migrations: number;
    let postgres: string;
    try {
      await client.waitReady;
      migrations = await appliedMigrations(client);
      postgres =
        (await client.query<{ version: string }>("select current_setting('server_version') as version"))
          .rows[0]?.version ?? '';
      dump = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    const uploads = uploadNames(uploadsDir);
    const manifest: BackupManifest = {
      format: FORMAT,
      schema: thisVersion().schema,
      migrations,
      postgres,
      createdAt: new Date().toISOString(),
      uploads: uploads.length,
    };
    const files: TarFile[] = [
      { name: MANIFEST, read: async () => Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: DATABASE, read: async () => Buffer.from(await dump.arrayBuffer()) },
      ...uploads.map((name) => ({
        name: `${UPLOADS}${name}`,
        read: () => fs.promises.readFile(path.join(uploadsDir, name)),
      })),
    ];
    if (fs.existsSync(secretFile)) {
      files.push({ name: EMAIL_LINK_SECRET_FILE, read: () => fs.promises.readFile(secretFile) });
    }
    await writeTarGz(file, files);
    return manifest;
  } finally {
    unlock();
  }
}

function readManifest(archive: Map<string, Buffer>, file: string): BackupManifest {
  const raw = archive.get(MANIFEST);
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = raw ? (JSON.parse(raw.toString('utf8')) as Partial<BackupManifest>) : {};
  } catch {
    // refused below
  }
  if (manifest.format !== FORMAT || !archive.has(DATABASE) || typeof manifest.migrations !== 'number') {
    throw new BackupError(`${file} is not a backup made by \`npm run admin -- backup\`.`);
  }
  return manifest as BackupManifest;
}

/**
 * Restores a backup into DATA_DIR: into one without a database, or with `force` over the database and uploads
 * there. The server must be stopped (the data-dir lock). A backup from a version with more migrations than this
 * one is refused: this code would not know its schema.
 */
export async function restoreEmbedded(
  config: Config,
  file: string,
  { force }: { force: boolean },
): Promise<BackupManifest & { pending: number }> {
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: this command restores the embedded database only. Restore PostgreSQL with ' +
        '`pg_restore`: see docs/runbook.md (Backups).',
    );
  }
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const archive = await readTarGz(file);
  const manifest = readManifest(archive, file);
  const { total } = thisVersion();
  if (manifest.migrations > total) {
    throw new BackupError(
      `${file} was made by a newer version (its database has ${manifest.migrations} migrations, this version ` +
        `knows ${total}). Restore it with that version or a later one.`,
    );
  }
  const { pgliteDir, uploadsDir, secretFile } = where(config);
  const unlock = lockDataDir(config.dataDir, 'the admin command (restore)');
  try {
    const occupied = holdsDatabase(pgliteDir) || uploadNames(uploadsDir).length > 0;
    if (occupied && !force) {
      throw new BackupError(
        `${config.dataDir} already holds a database or uploads. Restore into an empty DATA_DIR, or add --force ` +
          'to replace them with the backup.',
      );
    }
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    const client = new PGlite(pgliteDir, {
      parsers: numberParsers,
      loadDataDir: new Blob([new Uint8Array(archive.get(DATABASE)!)]),
    });
    let pending: number;
    try {
      await client.waitReady;
      pending = total - (await appliedMigrations(client));
    } finally {
      await client.close();
    }
    fs.mkdirSync(uploadsDir, { recursive: true });
    for (const [name, data] of archive) {
      if (!name.startsWith(UPLOADS)) continue;
      const upload = name.slice(UPLOADS.length);
      if (UPLOAD_NAME.test(upload)) fs.writeFileSync(path.join(uploadsDir, upload), data);
    }
    const secret = archive.get(EMAIL_LINK_SECRET_FILE);
    if (secret) fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    return { ...manifest, pending };
  } finally {
    unlock();
  }
}
