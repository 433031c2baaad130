import { reviewOutcomeOf, SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { defineListener } from '../../../../platform/jobs';
import { shipmentApplicant } from '../../../dispatch';
import { userIdsByName } from '../repository';
import { sendSystemMessage } from '../send-system-message';

/**
 * An approval or a rejection is told to whoever applied for it (the shipment's scheduler), so a
 * rejected shipment is changed and applied for again without waiting for someone to look.
 */
export const messageShipmentReviewed = defineListener({
  name: 'message.shipment-reviewed',
  on: ['shipment.transitioned'],
  async run(ctx, event) {
    const outcome = reviewOutcomeOf(event.payload.action);
    if (!outcome) return;
    const { shipmentId, shipmentCode, by } = event.payload;
    const applicant = await shipmentApplicant(ctx.tx, shipmentId);
    // Nobody to tell when nobody applied, or when the applicant reviewed it themselves.
    if (!applicant || applicant === by) return;
    await sendSystemMessage(ctx.tx, {
      type: SYSTEM_MESSAGE_TYPES.shipmentReview,
      kind: outcome === 'approved' ? 'systemMessage.review.approved' : 'systemMessage.review.rejected',
      params: { shipmentId, shipmentCode, by },
      link: '/Shipment/ShipmentR',
      userIds: await userIdsByName(ctx.tx, [applicant]),
    });
  },
});
