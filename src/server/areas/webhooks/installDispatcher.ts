import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { emitDeviceOfflineEvents } from './deviceOffline';
import { WebhookDispatcher } from './dispatcher';
import { webhookTargetsOf } from './targetPolicy';
import { noticeWebhooksDisabled } from './webhookNotices';

declare module 'fastify' {
  interface FastifyInstance {
    /** the webhook dispatcher: `wake()` after queueing by hand (replays), `runOnce(at)` in tests */
    webhooks: WebhookDispatcher;
  }
}

const DEVICE_SCAN_MS = 60_000;

/**
 * Decorate `app.webhooks` and tie the dispatcher to the app's life (started once ready, stopped — its batch finished —
 * on close), with the minute's scan for clocks gone silent (device.offline) beside it.
 */
export function installWebhookDispatcher(app: FastifyInstance, database: Database): void {
  const log = app.log.child({ component: 'webhooks' });
  const intervalMs = app.config.webhookDispatchIntervalMs ?? 1000;
  const dispatcher = new WebhookDispatcher(database.db, {
    log, intervalMs,
    targets: webhookTargetsOf(app.config),
    onDisabled: (disabled) => noticeWebhooksDisabled(app, disabled),
  });
  app.decorate('webhooks', dispatcher);
  let scan: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    dispatcher.start();
    if (intervalMs <= 0) return;
    scan = setInterval(() => void emitDeviceOfflineEvents(database.db).catch((err) => log.warn({ err }, 'the scan for silent clocks failed')), DEVICE_SCAN_MS);
    scan.unref();
  });
  app.addHook('onClose', async () => {
    if (scan) clearInterval(scan);
    await dispatcher.stop();
  });
}
