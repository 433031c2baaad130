import { INSURANCE_NOTICE_DAYS, insuranceDaysLeft, SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import type { DbOrTx } from '../../../../platform/db';
import { formatDateTime } from '../../../../platform/format-time';
import { defineCron } from '../../../../platform/jobs';
import { vehiclesWithInsuranceEnding } from '../../../base';
import { systemMessageSent, userIdsWithPermission } from '../repository';
import { sendSystemMessage } from '../send-system-message';

const KIND = 'systemMessage.insurance';
const DAY_MS = 86_400_000;

/**
 * Tells the fleet's keepers of every vehicle whose insurance ends within INSURANCE_NOTICE_DAYS: one
 * message per vehicle and insurance end day, however often the job runs (a renewed insurance, with a
 * new end day, is told of again when its time comes). Days are the home time zone's. Answers how many
 * vehicles were told of.
 */
export async function announceInsuranceEnding(db: DbOrTx, now: Date): Promise<number> {
  const today = formatDateTime(now, null).slice(0, 10);
  const last = formatDateTime(new Date(now.getTime() + INSURANCE_NOTICE_DAYS * DAY_MS), null).slice(0, 10);
  const vehicles = await vehiclesWithInsuranceEnding(db, today, last);
  if (vehicles.length === 0) return 0;
  const keepers = await userIdsWithPermission(db, 'base:vehicle:edit');
  let told = 0;
  for (const vehicle of vehicles) {
    const daysLeft = insuranceDaysLeft(vehicle.insuranceEnd, today);
    if (daysLeft === null || !vehicle.insuranceEnd) continue;
    const subject = { vehicleId: vehicle.uuid, insuranceEnd: vehicle.insuranceEnd };
    if (await systemMessageSent(db, KIND, subject)) continue;
    const id = await sendSystemMessage(db, {
      type: SYSTEM_MESSAGE_TYPES.insurance,
      kind: KIND,
      params: { ...subject, plate: vehicle.plateNumber, daysLeft },
      link: '/base/vehicle',
      userIds: keepers,
    });
    if (id !== null) told++;
  }
  return told;
}

export const insuranceCron = defineCron({
  name: 'message-insurance-ending',
  // Every morning (01:00 UTC, 09:00 in the home zone), and once more in the evening for a vehicle
  // saved during the day.
  cron: '0 1,11 * * *',
  async run(ctx) {
    const told = await ctx.db.transaction((tx) => announceInsuranceEnding(tx, new Date()));
    if (told > 0) ctx.log.info({ told }, 'insurance ending announced');
  },
});
