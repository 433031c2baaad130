import type { districtBody } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import {
  countChildren,
  districtCodeTaken,
  findDistrict,
  insertDistrict,
  updateDistrictRow,
} from './repository';

/** A district as the save body parses it. */
export type DistrictInput = z.infer<typeof districtBody>;

/**
 * Creates (no id) or updates a district. Codes are unique; a province (level 1) has no parent, and any
 * other level sits exactly one level below its parent (1 province, 2 city, 3 area, 4 street).
 */
export async function saveDistrict(db: Db, caller: AuthContext, input: DistrictInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (id !== undefined && input.parentId === id) throw AppError.invalid('system.district.selfParent');
  if (await districtCodeTaken(db, input.code, id)) {
    throw AppError.invalid('system.district.codeTaken', { value: input.code });
  }
  if (input.parentId === 0) {
    if (input.level !== 1) throw AppError.invalid('system.district.levelMismatch');
  } else {
    const parent = await findDistrict(db, input.parentId);
    if (!parent) throw AppError.notFound();
    if (parent.level + 1 !== input.level) throw AppError.invalid('system.district.levelMismatch');
  }
  const fields = { parentId: input.parentId, code: input.code, name: input.name, level: input.level };
  if (id === undefined) return insertDistrict(db, { ...fields, createBy: caller.userName });
  const existing = await findDistrict(db, id);
  if (!existing) throw AppError.notFound();
  if (existing.level !== input.level) {
    // Children hang one level below: a district with children keeps its level.
    if ((await countChildren(db, id)) > 0) throw AppError.invalid('system.district.levelMismatch');
  }
  await updateDistrictRow(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return id;
}
