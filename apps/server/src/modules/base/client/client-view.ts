import type { ClientRow } from './repository';
import type { ClientView } from './schemas';

const num = (v: string | null) => (v === null ? null : Number(v));

export function clientView(row: ClientRow): ClientView {
  return {
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    shortName: row.shortName,
    contact: row.contact,
    mobile: row.mobile,
    address: row.address,
    minTemperature: num(row.minTemperature),
    maxTemperature: num(row.maxTemperature),
    imageReturn: row.imageReturn,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime?.toISOString() ?? null,
  };
}
