import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { stations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { allowedDispatchCenters } from '../../identity';
import * as repo from './repository';
import { stationScopeOf, stationWhere } from './station-scope';

/** Selector lists answer at most this many rows; the keyword narrows them. */
export const OPTION_LIMIT = 500;

export type DropBoxKind =
  | 'dropBox'
  | 'dropBoxAll'
  | 'dropBoxCityAll'
  | 'dropBoxNew'
  | 'dropBoxNewDc'
  | 'dropBoxNewDcIsd'
  | 'dropBoxNewSt'
  | 'dropBox2'
  | 'dropBoxDc';

export type DropBoxQuery = {
  keyword?: string | undefined;
  clientId?: string | undefined;
  clientIds?: string[] | undefined;
  type?: string | undefined;
  city?: string | undefined;
  dispatchCenterId?: string | undefined;
};

/**
 * What each selector variant lists (docs/api.md, "Stations"). Every variant stays inside the caller's
 * scope (selected center or shared, the caller's clients or none) and takes keyword (code or name).
 */
export const DROPBOX_SUMMARY: Record<DropBoxKind, string> = {
  dropBox: 'Enabled stations in scope; optional clientId, type',
  dropBoxAll: 'All stations in scope, disabled ones included (enableFlag in each row)',
  dropBoxCityAll: 'All stations in scope that have a city, disabled included; optional city',
  dropBoxNew: 'Enabled stations in scope with type, client, city, address and coordinates (dispatch screens)',
  dropBoxNewDc:
    'Like dropBoxNew, of dispatch center dispatchCenterId (one of the caller\u2019s; default the selected) plus shared ones',
  dropBoxNewDcIsd: 'Like dropBoxNewDc, in-city stations only (inCity Y)',
  dropBoxNewSt: 'Like dropBoxNew, of station type `type` (station_type dictionary)',
  dropBox2: 'Enabled stations of the given client(s) only (clientId or clientIds=a,b), shared ones excluded',
  dropBoxDc: 'Enabled stations of the selected dispatch center only, shared (center-less) ones excluded',
};

async function centerFilter(
  db: DbOrTx,
  caller: AuthContext,
  requested: string | undefined,
  fallback: string | null,
) {
  const centerId = requested ?? fallback;
  if (!centerId) return undefined;
  if (requested && !(await allowedDispatchCenters(db, caller)).includes(requested)) {
    throw AppError.forbidden('common.dataScopeDenied');
  }
  return centerId;
}

export async function stationOptions(
  db: DbOrTx,
  caller: AuthContext,
  kind: DropBoxKind,
  query: DropBoxQuery,
) {
  const { scope, where } = await stationScopeOf(db, caller);
  const enabled = eq(stations.enableFlag, 'Y');
  const parts: (SQL | undefined)[] = [
    repo.filterWhere({ keyword: query.keyword, clientId: query.clientId, type: query.type }),
  ];
  switch (kind) {
    case 'dropBox':
    case 'dropBoxNew':
    case 'dropBoxNewSt':
      parts.push(enabled);
      break;
    case 'dropBoxAll':
      break;
    case 'dropBoxCityAll':
      parts.push(repo.hasCity, repo.filterWhere({ city: query.city }));
      break;
    case 'dropBoxNewDc':
    case 'dropBoxNewDcIsd': {
      parts.push(enabled, kind === 'dropBoxNewDcIsd' ? eq(stations.inCity, 'Y') : undefined);
      const centerId = await centerFilter(db, caller, query.dispatchCenterId, scope.centerId);
      // Another of the caller's centers: that center's and shared stations, scoped by client as usual.
      const centerScope = stationWhere({ ...scope, centerId: centerId ?? null });
      return repo.optionRows(db, and(centerScope, ...parts), OPTION_LIMIT);
    }
    case 'dropBox2': {
      parts.push(enabled);
      const ids = [...(query.clientIds ?? []), ...(query.clientId ? [query.clientId] : [])];
      parts.push(ids.length ? inArray(stations.clientId, ids) : eq(stations.uuid, ''));
      break;
    }
    case 'dropBoxDc':
      parts.push(enabled, scope.centerId ? eq(stations.dispatchCenterId, scope.centerId) : undefined);
      break;
  }
  return repo.optionRows(db, and(where, ...parts), OPTION_LIMIT);
}
