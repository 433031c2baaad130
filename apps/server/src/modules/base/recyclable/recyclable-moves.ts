import { isMoveQuantity, type RecyclableMove, recyclableBalances } from '@tms/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { carriers, recyclableMoves, recyclables, stations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { carrierWhere, fleetScopeOf } from '../fleet/fleet-scope';
import { baseScopeOf, withinCenter } from '../shared/scope';
import * as repo from './move-repository';
import type { RecyclableMoveFilter, RecyclableMoveInput } from './schemas';

/**
 * The ledger belongs to the stations: a caller sees the movements at stations of the selected dispatch
 * center (and stations of no center), as the station screen shows them.
 */
async function stationScope(db: Db, caller: AuthContext): Promise<SQL | undefined> {
  const within = withinCenter(stations.dispatchCenterId, await baseScopeOf(db, caller));
  return within
    ? sql`${recyclableMoves.stationId} in (select ${stations.uuid} from ${stations} where ${within})`
    : undefined;
}

export async function listRecyclableMoves(
  db: Db,
  caller: AuthContext,
  query: PageQuery & RecyclableMoveFilter,
) {
  const where = repo.moveWhere(query, await stationScope(db, caller));
  const { rows, total } = await repo.pageMoves(db, where, query.pageSize, offsetOf(query));
  return {
    rows: rows.map((r) => ({
      ...r,
      direction: r.direction as RecyclableMove['direction'],
      moveTime: r.moveTime.toISOString(),
    })),
    total,
  };
}

/**
 * Records one movement. The recyclable must be enabled, the station one the caller sees and the carrier
 * one of the caller's fleet scope; the quantity is a whole number greater than 0.
 */
export async function recordRecyclableMove(db: Db, caller: AuthContext, input: RecyclableMoveInput) {
  if (!isMoveQuantity(input.quantity)) throw AppError.invalid('base.recyclable.quantityInvalid');
  if (!(await repo.presentIn(db, recyclables, input.recyclableId, eq(recyclables.enableFlag, 'Y')))) {
    throw AppError.invalid('base.recyclable.unknown');
  }
  const centerScope = withinCenter(stations.dispatchCenterId, await baseScopeOf(db, caller));
  if (!(await repo.presentIn(db, stations, input.stationId, centerScope))) {
    throw AppError.invalid('base.recyclable.stationUnknown');
  }
  const fleet = carrierWhere(carriers.uuid, await fleetScopeOf(db, caller));
  if (!(await repo.presentIn(db, carriers, input.carrierId, fleet))) {
    throw AppError.invalid('base.recyclable.carrierUnknown');
  }
  const id = await repo.insertMove(db, {
    recyclableId: input.recyclableId,
    stationId: input.stationId,
    carrierId: input.carrierId,
    direction: input.direction,
    quantity: input.quantity,
    moveTime: input.moveTime ?? new Date(),
    shipmentCode: input.shipmentCode,
    remark: input.remark || null,
    createBy: caller.userName,
  });
  return { id };
}

/** Counts per recyclable, station and carrier: out, returned and outstanding (the domain's balance). */
export async function recyclableBalance(db: Db, caller: AuthContext, filter: RecyclableMoveFilter) {
  const sums = await repo.sumMoves(db, repo.moveWhere(filter, await stationScope(db, caller)));
  const balances = recyclableBalances(
    sums.map((s) => ({
      recyclableId: s.recyclableId,
      stationId: s.stationId,
      carrierId: s.carrierId,
      direction: s.direction as RecyclableMove['direction'],
      quantity: Number(s.quantity),
    })),
  );
  const unique = (pick: (b: (typeof balances)[number]) => string) => [...new Set(balances.map(pick))];
  const [recs, sts, crs] = await Promise.all([
    repo.namesOf(
      db,
      recyclables,
      unique((b) => b.recyclableId),
    ),
    repo.namesOf(
      db,
      stations,
      unique((b) => b.stationId),
    ),
    repo.namesOf(
      db,
      carriers,
      unique((b) => b.carrierId),
    ),
  ]);
  return balances.map((b) => ({
    ...b,
    recyclableCode: recs.get(b.recyclableId)?.code ?? null,
    recyclableName: recs.get(b.recyclableId)?.name ?? null,
    stationName: sts.get(b.stationId)?.name ?? null,
    carrierName: crs.get(b.carrierId)?.name ?? null,
  }));
}
