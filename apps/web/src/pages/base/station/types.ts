// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Station, StationDetail, StationMutex } from '@tms/contract';

export type { Station, StationDetail, StationMutex };

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
