import type {
  StationExTimeWindowRecord,
  StationLoadRuleRecord,
  StationTimeWindowRecord,
} from '@tms/contract';
import type { ExTimeWindowRow, LoadRuleRow, StationListRow, TimeWindowRow } from './repository';
import type { StationDetail, StationView } from './schemas';

export function stationView(row: StationListRow): StationView {
  const s = row.station;
  return {
    uuid: s.uuid,
    code: s.code,
    name: s.name,
    clientId: s.clientId,
    clientCode: row.clientCode,
    clientName: row.clientName,
    dispatchCenterId: s.dispatchCenterId,
    dispatchCenterName: row.dispatchCenterName,
    type: s.type,
    contactName: s.contactName,
    contactMobile: s.contactMobile,
    province: s.province,
    city: s.city,
    area: s.area,
    address: s.address,
    longitude: s.longitude,
    latitude: s.latitude,
    zoneId: s.zoneId,
    zoneName: row.zoneName,
    description: s.description,
    fenceDistance: s.fenceDistance,
    inCity: s.inCity,
    leadTimeDays: s.leadTimeDays,
    unloadingTeam: s.unloadingTeam,
    deliveryType: s.deliveryType,
    transMode: s.transMode,
    billingMethod: s.billingMethod,
    handoverMethod: s.handoverMethod,
    allocationFactor: s.allocationFactor,
    fixedLoadMinutes: s.fixedLoadMinutes,
    fixedUnloadMinutes: s.fixedUnloadMinutes,
    fixedHandoverMinutes: s.fixedHandoverMinutes,
    loadEfficiency: s.loadEfficiency,
    unloadEfficiency: s.unloadEfficiency,
    eSignature: s.eSignature,
    allowLeave: s.allowLeave,
    deliveryPlan: s.deliveryPlan,
    newStore: s.newStore,
    deliveryDigital: s.deliveryDigital,
    handoverImageRequired: s.handoverImageRequired,
    qrHandover: s.qrHandover,
    category1: s.category1,
    category2: s.category2,
    category3: s.category3,
    category4: s.category4,
    category5: s.category5,
    category6: s.category6,
    category7: s.category7,
    entryGuide: s.entryGuide,
    enableFlag: s.enableFlag,
    remark: s.remark,
    timeWindowText: row.timeWindowText,
    createBy: s.createBy,
    createTime: s.createTime.toISOString(),
    updateTime: s.updateTime ? s.updateTime.toISOString() : null,
  };
}

export const timeWindowOut = (w: TimeWindowRow): StationTimeWindowRecord => ({
  id: w.id,
  weekday: w.weekday,
  weekdayCode: w.weekdayCode,
  startTime: w.startTime,
  endTime: w.endTime,
});

export const exTimeWindowOut = (w: ExTimeWindowRow): StationExTimeWindowRecord => ({
  id: w.id,
  weekdayCode: w.weekdayCode,
  startDay: w.startDay,
  endDay: w.endDay,
  startTime: w.startTime,
  endTime: w.endTime,
});

export const loadRuleOut = (r: LoadRuleRow): StationLoadRuleRecord => ({
  id: r.id,
  stationId: r.stationId,
  deliverProperty: r.deliverProperty,
  loadEfficiency: r.loadEfficiency,
  cargoEfficiency: r.cargoEfficiency,
  fixedLoadTime: r.fixedLoadTime,
  fixedCargoTime: r.fixedCargoTime,
  fixedHandTime: r.fixedHandTime,
  remark: r.remark,
});

export type { StationDetail };
