import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Config } from '../config';
import { migrationsFolder, numberParsers } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { EMAIL_LINK_SECRET_FILE } from '../lib/email-link-secret';
import { readArchive, writeArchive } from './backup-archive';
import { BackupError } from './backup-error';

const FORMAT = 'contest-jockey-embedded-backup';
const MANIFEST = 'manifest.json';
const DATABASE = 'pglite.tar';
const UPLOADS = 'uploads';
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
    const files = new Map<string, Uint8Array>([
      [MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)],
      [DATABASE, new Uint8Array(await dump.arrayBuffer())],
    ]);
    if (fs.existsSync(secretFile)) files.set(EMAIL_LINK_SECRET_FILE, fs.readFileSync(secretFile));
    await writeArchive(file, files, { name: UPLOADS, path: uploadsDir, files: uploads });
    return manifest;
  } finally {
    unlock();
  }
}

/** The archive's uploads whose names are the image store's: no other entry is written into uploads/. */
const archivedUploads = (archive: Map<string, Buffer>) =>
  [...archive].flatMap(([name, data]) => {
    const upload = name.slice(`${UPLOADS}/`.length);
    return name.startsWith(`${UPLOADS}/`) && UPLOAD_NAME.test(upload) ? [{ upload, data }] : [];
  });

function readManifest(archive: Map<string, Buffer>, file: string): BackupManifest {
  const raw = archive.get(MANIFEST);
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = raw ? (JSON.parse(raw.toString('utf8')) as Partial<BackupManifest>) : {};
  } catch {
    // refused below
  }
  if (
    manifest.format !== FORMAT ||
    !archive.has(DATABASE) ||
    typeof manifest.migrations !== 'number' ||
    typeof manifest.uploads !== 'number'
  ) {
    throw new BackupError(`${file} is not a backup made by \`npm run admin -- backup\`.`);
  }
  // The gzip stream and each entry are checked as they are read, but a tar archive cut between two entries reads
  // as a shorter one: the manifest's count of uploads tells.
  const uploads = archivedUploads(archive).length;
  if (uploads < manifest.uploads) {
    throw new BackupError(
      `${file} is cut off: it holds ${uploads} of the ${manifest.uploads} uploaded files its manifest lists.`,
    );
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
  const archive = await readArchive(file);
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
    for (const { upload, data } of archivedUploads(archive))
      fs.writeFileSync(path.join(uploadsDir, upload), data);
    const secret = archive.get(EMAIL_LINK_SECRET_FILE);
    if (secret) fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    return { ...manifest, pending };
  } finally {
    unlock();
  }
}
