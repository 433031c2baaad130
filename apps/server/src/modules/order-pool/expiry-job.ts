import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { expireStaleHolds } from './holds';

/** How often an instance running background jobs sweeps stale holds of every center. */
export const HOLD_SWEEP_MS = 5 * 60_000;

/**
 * Stale holds expire on read (every pool call expires its center's first); instances that run background
 * jobs (config.jobsEnabled) also sweep every center periodically, so holds do not linger in centers
 * nobody opens. The sweep skips locked rows, so several instances may run it at once.
 */
export function startHoldExpiry(app: FastifyInstance, deps: Deps): void {
  if (!deps.jobs) return;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireStaleHolds(deps.db)
        .then((n) => {
          if (n > 0) app.log.info({ expired: n }, 'stale order pool holds expired');
        })
        .catch((err) => app.log.warn({ err }, 'order pool hold sweep failed'));
    }, HOLD_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
