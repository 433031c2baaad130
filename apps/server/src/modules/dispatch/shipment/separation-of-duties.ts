import { examineCheck, SEPARATE_APPLY_AND_EXAMINE_KEY, separateDutiesOn } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { configValueOf } from '../../reference';
import { lastApplicants } from './repository';

/**
 * Approving is refused for a shipment the caller applied for themselves, while the separation of
 * duties parameter is on (it is unless set to false). The first such shipment answers.
 */
export async function assertNotOwnApplication(
  tx: Tx,
  caller: AuthContext,
  rows: { uuid: string; shipmentCode: string }[],
): Promise<void> {
  const separateDuties = separateDutiesOn(await configValueOf(tx, SEPARATE_APPLY_AND_EXAMINE_KEY));
  if (!separateDuties) return;
  const applicants = await lastApplicants(
    tx,
    rows.map((r) => r.uuid),
  );
  for (const row of rows) {
    const check = examineCheck({
      shipmentCode: row.shipmentCode,
      applicant: applicants.get(row.uuid) ?? null,
      examiner: caller.userName,
      separateDuties,
    });
    if (!check.ok) throw AppError.invalid(check.key, check.params);
  }
}
