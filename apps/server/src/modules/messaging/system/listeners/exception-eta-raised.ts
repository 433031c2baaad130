import { SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { defineListener } from '../../../../platform/jobs';
import { exceptionEtaRecord, usersCoveringCenter } from '../../../monitoring';
import { sendSystemMessage } from '../send-system-message';

const timeParam = (time: Date | null) => (time ? { time: time.toISOString() } : '-');

/**
 * A new ETA exception becomes a message to the users of the shipment's dispatch center (those who
 * plan and watch its shipments), so someone acts before the customer calls.
 */
export const messageExceptionEtaRaised = defineListener({
  name: 'message.exception-eta-raised',
  on: ['exceptionEta.raised'],
  async run(ctx, event) {
    const record = await exceptionEtaRecord(ctx.tx, event.payload.exceptionId);
    if (!record?.dispatchCenterId) return;
    const covering = await usersCoveringCenter(ctx.tx, record.dispatchCenterId);
    await sendSystemMessage(ctx.tx, {
      type: SYSTEM_MESSAGE_TYPES.exceptionEta,
      kind: 'systemMessage.exceptionEta',
      params: {
        exceptionId: String(record.id),
        shipmentCode: record.shipmentCode ?? '',
        stationName: record.stationName ?? '',
        lateMinutes: record.lateMinutes,
        predictedEta: timeParam(record.predictedEta),
        plannedEta: timeParam(record.plannedEta),
      },
      link: '/exceptionEta?dealStatus=N',
      userIds: covering,
      within: covering,
    });
  },
});
