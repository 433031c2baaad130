import { defineListener } from '../../../../platform/jobs';
import { detectOnFinish, pushExceptions } from '../detect-exceptions';

/**
 * A shipment finished: what its handovers and stops recorded is checked once, after the finish
 * committed. The records are written with the delivery (a repeated delivery writes nothing more); the
 * push goes out from inside it, so a tab may refresh a moment before the commit and catch up on its
 * next refresh.
 */
export const shipmentExceptionsOnFinish = defineListener({
  name: 'monitoring.shipment-exceptions-on-finish',
  on: ['shipment.transitioned'],
  async run(ctx, event) {
    const { shipmentId, toStatus, by } = event.payload;
    if (toStatus !== 'F') return;
    const written = await detectOnFinish(ctx.tx, shipmentId, by);
    await pushExceptions(ctx.tx, ctx.push, written);
  },
});
