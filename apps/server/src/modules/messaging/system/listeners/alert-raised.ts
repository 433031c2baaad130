import { SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { defineListener } from '../../../../platform/jobs';
import { alertForMessage, usersCoveringCenter } from '../../../monitoring';
import { userIdsWithRoleKeys } from '../repository';
import { sendSystemMessage } from '../send-system-message';

/**
 * A new alert becomes a message to the roles its rule informs, among the users whose dispatch
 * centers cover the shipment (nobody reads of a center they may not see), and to whom the message
 * settings add for alerts. The driver is told through the alert's own notification flag.
 */
export const messageAlertRaised = defineListener({
  name: 'message.alert-raised',
  on: ['alert.raised'],
  async run(ctx, event) {
    const alert = await alertForMessage(ctx.tx, event.payload.alertId);
    if (!alert) return;
    const covering = alert.dispatchCenterId ? await usersCoveringCenter(ctx.tx, alert.dispatchCenterId) : [];
    const allowed = new Set(covering);
    const informed = (await userIdsWithRoleKeys(ctx.tx, alert.informRoles)).filter((id) => allowed.has(id));
    await sendSystemMessage(ctx.tx, {
      type: SYSTEM_MESSAGE_TYPES.alert,
      kind: 'systemMessage.alert',
      params: {
        alertId: String(alert.id),
        shipmentCode: alert.shipmentCode ?? '',
        plate: alert.plate ?? '',
        alertType: { key: `monitoring.type.${alert.alertType}` },
        level: { key: `monitoring.level.${alert.level}` },
        content: alert.content ?? alert.alertContent ?? '',
        startTime: { time: alert.startTime.toISOString() },
      },
      link: `/alert/${alert.alertType}`,
      userIds: informed,
      within: covering,
    });
  },
});
