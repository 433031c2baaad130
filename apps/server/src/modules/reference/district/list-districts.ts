import type { District } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { type DistrictFilter, listDistrictRows } from './repository';

/** A district as the API answers it: the contract's record. */
export type DistrictView = District;

/**
 * Districts, flat (filtered by parentId, name, code, level) or, with tree, nested under their parents.
 * In a tree a row whose parent was filtered out becomes a root.
 */
export async function listDistricts(
  db: Db,
  filter: DistrictFilter & { tree?: boolean },
): Promise<DistrictView[]> {
  const rows = (await listDistrictRows(db, filter)).map(
    (r): DistrictView => ({
      id: r.id,
      parentId: r.parentId,
      code: r.code,
      name: r.name,
      level: r.level,
      hasChildren: r.hasChildren,
    }),
  );
  if (!filter.tree) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: DistrictView[] = [];
  for (const row of rows) {
    const parent = byId.get(row.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(row);
    } else roots.push(row);
  }
  return roots;
}
