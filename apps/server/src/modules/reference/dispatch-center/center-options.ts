import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { allowedDispatchCenters } from '../../identity';
import { type CenterOption, centerOptions } from './repository';

const strip = ({ uuid, code, name }: CenterOption): CenterOption => ({ uuid, code, name });

/** dropBox and selectByDD: every enabled center (selectByDD takes an optional keyword). */
export async function dropBox(db: Db, keyword?: string): Promise<CenterOption[]> {
  return (await centerOptions(db, { keyword })).map(strip);
}

/** selectByDDAndUser: the enabled centers the caller may see (platform/data-scope). */
export async function dropBoxForCaller(
  db: Db,
  caller: AuthContext,
  keyword?: string,
): Promise<CenterOption[]> {
  const uuids = await allowedDispatchCenters(db, caller);
  return (await centerOptions(db, { keyword, uuids })).map(strip);
}

/** beta/getAllDc: every center, disabled ones included, with its status. */
export function allCenters(db: Db) {
  return centerOptions(db, { includeDisabled: true });
}
