import { and } from 'drizzle-orm';
import { serviceNetworks } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { assertDispatchCenter } from '../../identity';
import { defineExport } from '../../reporting';
import { isDictValue } from '../item/order-type-repository';
import { centerOwned, centerScopeOf } from '../shared/center-scope';
import { masterRows } from '../shared/master-export';
import { centerNameOf, contains, equals, masterOf, masterOptions } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import { type ServiceNetworkInput, serviceNetworkFilter } from './schemas';

const N = serviceNetworks;
const master = masterOf(N, {
  uuid: N.uuid,
  code: N.code,
  name: N.name,
  networkType: N.networkType,
  province: N.province,
  city: N.city,
  area: N.area,
  address: N.address,
  longitude: N.longitude,
  latitude: N.latitude,
  dispatchCenterId: N.dispatchCenterId,
  enableFlag: N.enableFlag,
  remark: N.remark,
  createTime: N.createTime,
  dispatchCenterName: centerNameOf(N.dispatchCenterId),
});
type Row = Omit<typeof serviceNetworks.$inferSelect, 'delFlag' | 'createBy' | 'updateBy' | 'updateTime'> & {
  dispatchCenterName: string | null;
};

/** Service network points (hubs, depots, outlets) belong to a dispatch center. */
export const serviceNetworkList = defineMasterList({
  master,
  sorting: {
    sortable: {
      code: N.code,
      name: N.name,
      networkType: N.networkType,
      city: N.city,
      createTime: N.createTime,
    },
  },
  filter: serviceNetworkFilter,
  where: (f) =>
    and(
      contains(N.code, f.code),
      contains(N.name, f.name),
      equals(N.networkType, f.networkType),
      equals(N.province, f.province),
      equals(N.city, f.city),
      equals(N.dispatchCenterId, f.dispatchCenterId),
      equals(N.enableFlag, f.enableFlag),
    ),
  scope: centerOwned(N.dispatchCenterId),
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    networkType: row.networkType,
    province: row.province,
    city: row.city,
    area: row.area,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    dispatchCenterId: row.dispatchCenterId,
    dispatchCenterName: row.dispatchCenterName,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/**
 * Create or change a point: the type is a service_network_type value; a new point goes to the selected
 * center unless one is given, and anyone but the unrestricted keeps points of that center only.
 */
export async function saveServiceNetwork(
  db: Db,
  caller: AuthContext,
  input: ServiceNetworkInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(input, isUpdate);
  const scope = await centerScopeOf(db, caller);
  if (uuid) await findInScope(db, master, uuid, serviceNetworkList.scope.where(scope));
  const centerId = input.dispatchCenterId === undefined ? scope.centerId : input.dispatchCenterId || null;
  if (!scope.unrestricted && (!centerId || centerId !== scope.centerId)) {
    throw AppError.invalid('base.serviceNetwork.centerDenied');
  }
  if (centerId) await assertDispatchCenter(db, caller, centerId);
  if (!(await isDictValue(db, 'service_network_type', input.networkType))) {
    throw AppError.invalid('base.more.dictUnknown', {
      value: input.networkType,
      dict: 'service_network_type',
    });
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    networkType: input.networkType,
    province: input.province,
    city: input.city,
    area: input.area,
    address: input.address,
    longitude: input.longitude,
    latitude: input.latitude,
    dispatchCenterId: centerId,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

export async function serviceNetworkDropBox(db: Db, caller: AuthContext, keyword: string | undefined) {
  const where = await serviceNetworkList.callerScope(db, caller);
  return masterOptions(db, master, { where, keyword, label: N.name, limit: 200 });
}

const networkExport = defineExport({
  kind: 'base.serviceNetwork.export',
  permission: 'base:serviceNetwork:export',
  title: 'base.serviceNetwork.exportName',
  ...masterRows(serviceNetworkList),
  columns: [
    { key: 'code', header: 'base.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.column.name', width: 24, value: (r) => r.name },
    { key: 'networkType', header: 'base.more.column.type', width: 10, value: (r) => r.networkType },
    {
      key: 'region',
      header: 'base.serviceNetwork.column.region',
      width: 20,
      value: (r) => [r.province, r.city, r.area].filter(Boolean).join(' '),
    },
    { key: 'address', header: 'base.more.column.address', width: 30, value: (r) => r.address },
    {
      key: 'longitude',
      header: 'base.serviceNetwork.column.longitude',
      width: 12,
      value: (r) => r.longitude,
    },
    { key: 'latitude', header: 'base.serviceNetwork.column.latitude', width: 12, value: (r) => r.latitude },
    {
      key: 'dispatchCenterName',
      header: 'base.column.dispatchCenter',
      width: 16,
      value: (r) => r.dispatchCenterName,
    },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportServiceNetworks = networkExport.answer;
