import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseOpenError } from './db/database-error';
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

  const shouldSeed =
    config.SEED_DEMO_DATA === 'true' || (config.SEED_DEMO_DATA === 'auto' && !config.DATABASE_URL);
  if (shouldSeed) {
    const [row] = await database.db.select({ total: count() }).from(accounts);
    if ((row?.total ?? 0) === 0) {
      const admin = await seedDemoData(database.db, { now: new Date(), log: (line) => app.log.info(line) });
      // Printed once, on the console only: it is never stored in clear anywhere.
      process.stdout.write(
        `\nDemo data loaded. Demo administrator: ${admin.adminEmail} / ${admin.adminPassword}\n` +
          'This password is shown only now.\n\n',
      );
    }
  }

  if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD) {
    const outcome = await ensureBootstrapAdmin(
      database.db,
      config.BOOTSTRAP_ADMIN_EMAIL,
      config.BOOTSTRAP_ADMIN_PASSWORD,
      siteNamesOf(config),
    );
    app.log.info({ email: config.BOOTSTRAP_ADMIN_EMAIL, outcome }, 'bootstrap administrator ready');
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

/** Once, when the server accepts requests: how long since the process started, and its resident memory. */
function logReady(log: { info(details: object, message: string): void }) {
  const startupMs = Math.round(performance.now());
  const residentMb = Math.round(process.memoryUsage.rss() / (1024 * 1024));
  log.info({ startupMs, residentMb }, `ready in ${startupMs} ms, ${residentMb} MB resident`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError ||
    error instanceof BootstrapPasswordError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
