export type YesNo = 'Y' | 'N';

export type TimeWindow = {
  id?: number;
  weekday?: string | null;
  weekdayCode: number;
  startTime: string;
  endTime: string;
};
export type ExTimeWindow = {
  id?: number;
  weekdayCode?: number | null;
  startDay: string;
  endDay: string;
  startTime: string;
  endTime: string;
};
export type LoadRule = {
  id?: number;
  stationId?: string;
  deliverProperty: number;
  loadEfficiency: string | number;
  cargoEfficiency: string | number;
  fixedLoadTime?: number | null;
  fixedCargoTime?: number | null;
  fixedHandTime: number;
  remark?: string | null;
};

export const FLAG_FIELDS = [
  'eSignature',
  'allowLeave',
  'deliveryPlan',
  'newStore',
  'deliveryDigital',
  'handoverImageRequired',
  'qrHandover',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];
export const CATEGORY_FIELDS = [
  'category1',
  'category2',
  'category3',
  'category4',
  'category5',
  'category6',
  'category7',
] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

export type Station = {
  uuid: string;
  code: string;
  name: string;
  clientId: string | null;
  clientCode: string | null;
  clientName: string | null;
  dispatchCenterId: string | null;
  dispatchCenterName: string | null;
  type: string;
  contactName: string | null;
  contactMobile: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  address: string | null;
  longitude: string | null;
  latitude: string | null;
  zoneId: string | null;
  zoneName: string | null;
  description: string | null;
  fenceDistance: number | null;
  inCity: YesNo;
  leadTimeDays: number | null;
  unloadingTeam: string | null;
  deliveryType: string | null;
  transMode: string | null;
  billingMethod: string | null;
  handoverMethod: string | null;
  allocationFactor: string | null;
  fixedLoadMinutes: number | null;
  fixedUnloadMinutes: number | null;
  fixedHandoverMinutes: number | null;
  loadEfficiency: string | null;
  unloadEfficiency: string | null;
  entryGuide: string | null;
  enableFlag: YesNo;
  remark: string | null;
  timeWindowText: string | null;
  createBy: string | null;
  createTime: string;
  updateTime: string | null;
} & Record<FlagField, YesNo> &
  Record<CategoryField, string | null>;

export type StationDetail = Station & {
  timeWindows: TimeWindow[];
  exTimeWindows: ExTimeWindow[];
  loadRules: LoadRule[];
  locationIds: string[];
  locations: { uuid: string; code: string; name: string }[];
  epod: Record<string, unknown> | null;
};

export type StationForm = Partial<Omit<StationDetail, 'locations' | 'epod' | 'createTime' | 'updateTime'>> & {
  code: string;
  name: string;
  type: string;
};

/** The proof-of-delivery flags saveEpod edits (a subset of the station's flags). */
export const EPOD_FIELDS = [
  'eSignature',
  'handoverImageRequired',
  'qrHandover',
  'deliveryDigital',
  'allowLeave',
] as const satisfies readonly FlagField[];
export type EpodForm = { uuid: string } & Partial<Record<(typeof EPOD_FIELDS)[number], YesNo>>;

/** A station that may not share a line with the one shown. */
export type StationMutex = {
  otherStationId: string;
  code: string;
  name: string;
  createBy: string | null;
  createTime: string;
};
