import { finishTimeIssue } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/format-time';
import { groupBy, stopsOf } from './repository';
import { transitionShipments } from './transition-shipments';

/**
 * POST /finish: in transit to finished with the actual time `factTime`, refused (domain finishTimeIssue)
 * when it is in the future, earlier than the shipment's actual departure or than the last actual time at
 * a stop, or when the stops' actual times are out of order. factTime is a wall-clock reading in the
 * user's time zone, as atd is written at ship, so "now" is read in that same zone.
 */
export async function finishShipments(db: DbOrTx, caller: AuthContext, ids: string[], factTime: string) {
  return transitionShipments(db, caller, ids, 'finish', {
    check: async (tx, rows) => {
      const now = formatDateTime(new Date(), caller.profile.timeZone);
      const stops = groupBy(
        await stopsOf(
          tx,
          rows.map((r) => r.uuid),
        ),
      );
      for (const row of rows) {
        const issue = finishTimeIssue({
          code: row.shipmentCode,
          factTime,
          atd: row.atd,
          now,
          stops: stops.get(row.uuid) ?? [],
        });
        if (issue) throw AppError.invalid(issue.key, issue.params);
      }
    },
    set: () => ({ ata: factTime }),
    remark: factTime,
  });
}
