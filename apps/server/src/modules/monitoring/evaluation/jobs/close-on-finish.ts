import { defineListener } from '../../../../platform/jobs';
import { closeShipmentMonitoring } from '../close-finished';

/** Monitoring ends when a shipment leaves transit: its open alerts close with it. */
export const closeAlertsOnFinish = defineListener({
  name: 'monitoring.close-on-finish',
  on: ['shipment.transitioned'],
  async run(ctx, event) {
    const { shipmentId, fromStatus, toStatus } = event.payload;
    if (fromStatus !== 'T' || toStatus === 'T') return;
    await closeShipmentMonitoring(ctx.tx, closeAlertsOnFinish, shipmentId, event.createTime.getTime());
  },
});
