import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseOpenError } from './db/database-error';
import { type MigrationReport, MigrationsPendingError, underStartLock } from './db/migrate';
import { openConfiguredDatabase } from './db/open-configured';
import { accounts } from './db/schema/accounts';
import { seedDemoData } from './db/seed/demo';
import { startMetricsServer } from './lib/metrics/metrics-server';
import { BootstrapPasswordError, ensureBootstrapAdmin } from './modules/accounts/bootstrap-admin';
import { siteNamesOf } from './modules/accounts/password-policy';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'the Contest Jockey server');
  // Browser stories (NODE_ENV=test only, config.ts): a local HTTPS push service on loopback stands in for the real ones.
  const pushServiceCa = config.TEST_PUSH_SERVICE_CA
    ? fs.readFileSync(path.resolve(config.TEST_PUSH_SERVICE_CA), 'utf8')
    : undefined;
  const app = await buildApp({
    config,
    database,
    webRoot,
    logger: { level: config.LOG_LEVEL },
    pushServiceCa,
    allowPrivateAddresses: pushServiceCa !== undefined,
  });
  for (const warning of config.warnings) app.log.warn(warning);

  logMigrations(app.log, database.migrations, config.MIGRATE_ON_START);
  const shouldSeed =
    config.SEED_DEMO_DATA === 'true' || (config.SEED_DEMO_DATA === 'auto' && !config.DATABASE_URL);
  const bootstrap =
    config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD
      ? { email: config.BOOTSTRAP_ADMIN_EMAIL, password: config.BOOTSTRAP_ADMIN_PASSWORD }
      : null;
  if (shouldSeed || bootstrap) {
    // Under the start lock, as one step: instances starting together on an empty database seed it once, and the
    // demo data's check for an empty database is not fooled by another instance's bootstrap administrator.
    await underStartLock(database, async (db) => {
      if (shouldSeed) {
        const [row] = await db.select({ total: count() }).from(accounts);
        if ((row?.total ?? 0) === 0) {
          const admin = await seedDemoData(db, { now: new Date(), log: (line) => app.log.info(line) });
          // Logged once, as a JSON line like every other: it is never stored in clear anywhere else. The logs mask
          // e-mail addresses, so the line names the account by the README's address rather than carrying it.
          app.log.info(
            { demoPassword: admin.adminPassword },
            `Demo data loaded. The demo administrator's password, shown only now: ${admin.adminPassword}`,
          );
        }
      }
      if (bootstrap) {
        const outcome = await ensureBootstrapAdmin(
          db,
          bootstrap.email,
          bootstrap.password,
          siteNamesOf(config),
        );
        app.log.info({ email: bootstrap.email, outcome }, 'bootstrap administrator ready');
      }
    });
  }

  const metricsServer =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsServer(app.ctx.metrics.registry, { host: config.HOST, port: config.METRICS_PORT });
  if (metricsServer) app.log.info(`metrics listening at ${metricsServer.address}/metrics`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      await metricsServer?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logReady(app.log);
}

function logMigrations(
  log: { info(details: object, message: string): void },
  report: MigrationReport,
  migratedHere: boolean,
) {
  const message = !migratedHere
    ? `migrations left to the release step (MIGRATE_ON_START=false); the database has all ${report.total}`
    : report.applied > 0
      ? `migrations: applied ${report.applied} of ${report.total} in ${report.migratedMs} ms`
      : `migrations: the database is up to date (${report.total})`;
  log.info(
    report,
    report.waitedMs > 0 ? `${message}, after waiting ${report.waitedMs} ms for the start lock` : message,
  );
}

/** Once, when the server accepts requests: how long since the process started, and its resident memory. */
function logReady(log: { info(details: object, message: string): void }) {
  const startupMs = Math.round(performance.now());
  const residentMb = Math.round(process.memoryUsage.rss() / (1024 * 1024));
  log.info({ startupMs, residentMb }, `ready in ${startupMs} ms, ${residentMb} MB resident`);
}

/** Before the logger exists: one JSON line at pino's fatal level, so the server's output stays JSON only. */
function fatal(message: string): void {
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message })}\n`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError ||
    error instanceof MigrationsPendingError ||
    error instanceof BootstrapPasswordError
  ) {
    fatal(error.message);
  } else {
    fatal(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  process.exit(1);
});
