import type { PlanningBody, PlanningFleet, PlanningStatus } from '@tms/contract';
import { get, getPage, post } from '../../../core/request';
import type {
  AdjustLine,
  CandidateRow,
  ModelOption,
  PoolRow,
  RouteDetailOption,
  SplitLineRow,
  SplitWaybill,
  StationInfo,
  SubmitLine,
} from './types';

/** The calls of the line adjustment screen (dispatch contract, docs/api.md "Order pool"). */
const W = '/order/waybill';

/** The pool panel asks for every waybill of the pool at once. */
export const POOL_PAGE_SIZE = 9999;

export type PoolQuery = {
  ids: string[];
  waybillCode?: string;
  refNo?: string;
  clientIds?: string[];
  shipToIds?: string[];
  sortField?: string;
  sortOrder?: string;
};

export const listPool = ({ ids, ...filters }: PoolQuery) =>
  getPage<PoolRow>(`${W}/selectPoolList`, {
    ...filters,
    ids: ids.join(','),
    pageNum: 1,
    pageSize: POOL_PAGE_SIZE,
  });

export const listPoolByIds = (idList: string[]) => post<PoolRow[]>(`${W}/handmadeListPost`, { idList });

export const listCandidates = (query: Record<string, unknown>) =>
  getPage<CandidateRow>(`${W}/selectPoolCandidates`, query);

export const listStations = (ids: string[]) =>
  get<StationInfo[]>(`${W}/selectStations`, { ids: ids.join(',') });

/** Takes waybills into the caller's pool (E -> H). */
export const takeIntoPool = (idList: string[]) => post<{ idList: string[] }>(`${W}/handmade`, { idList });
/** Releases the caller's holds (H -> E). */
export const releaseFromPool = (idList: string[]) =>
  post<{ idList: string[] }>(`${W}/handmadeCancel`, { idList });
/** Renews the caller's holds (heartbeat). */
export const renewHolds = (idList: string[]) => post<unknown>(`${W}/handmadeFix`, { idList });
export const checkHolds = (idList: string[]) =>
  post<{ held: string[]; lost: string[] }>(`${W}/handmadeCancelCheck`, { idList });
/** Edit mode: waybills taken off an existing shipment back to the pool. */
export const moveOffShipment = (shipmentId: string, idList: string[]) =>
  post<unknown>(`${W}/handmadeMoveCancel`, { shipmentId, idList });

export type MoveCheckBody = {
  line: { uuid?: string | null; stopList: unknown[]; waybillIdList: string[] };
  movedIds: string[];
  kind: 'orders' | 'stop';
  /** Stop moves: the indexes before and after. */
  from?: number;
  to?: number;
};
export const checkMove = (body: MoveCheckBody) => post<unknown>(`${W}/handmadeMoveCheck`, body);

export type SubmitBody = {
  lines: SubmitLine[];
  windowConfirmed?: boolean;
  /** The dispatcher allowed late arrival and confirmed the late stops. */
  allowLateArrival?: boolean;
  shipmentIds?: string[];
};
export const submitLines = (body: SubmitBody) =>
  post<{ shipments: { uuid: string; shipmentCode: string }[] }>(`${W}/handmadeSubmit`, body);

export const loadAdjustLines = (ids: string[]) =>
  get<AdjustLine[]>('/shipment/shipment/adjust', { ids: ids.join(',') });

export const listModels = () => get<ModelOption[]>('/system/transmeansModel/searchSelect');
export const listRouteDetails = (keyword?: string) =>
  get<RouteDetailOption[]>('/system/routeDetailReq/list', { keyword });

/** The page-unload release: a beacon cannot carry headers, so the token travels as a form field. */
export const RELEASE_BEACON_URL = `/api${W}/handmadeCancelNew`;

/** Split fetch: the waybills with their lines and whether they may be split (docs/api.md "Splitting waybills"). */
export const fetchSplitList = (uuidList: string[]) =>
  get<SplitWaybill[]>(`${W}/selectWaybillSplitList`, { uuidList: uuidList.join(',') });

export type SplitAnswer = { waybillId: string; waybillIds: string[]; codes: string[] };
export type SplitSubmitBody = {
  waybillId: string;
  isHandmade: 'Y';
  waybillList: { uuid: string; waybillLineList: SplitLineRow[]; waybillLineList2: SplitLineRow[] }[];
};
/** Tab 1 (quantity) submits to splitWaybill, tab 2 (transport class) to splitByItemAttribute. */
export const submitSplit = (mode: 'quantity' | 'class', body: SplitSubmitBody) =>
  post<SplitAnswer>(`${W}/${mode === 'quantity' ? 'splitWaybill' : 'splitByItemAttribute'}`, body);

/** Withdraw split: the family merges back into waybillId; waybillIds are gone. */
export const withdrawSplit = (uuid: string) =>
  post<{ waybillId: string; waybillIds: string[] }>(`${W}/splitCancel`, { uuid });

/** Automatic planning (docs/api.md "Order pool and line submission"): start a job, follow it, stop it. */
/** What the dialog sends: the server fills the defaults it documents for fields left out. */
export type PlanningRequest = Partial<PlanningBody> &
  Pick<PlanningBody, 'idList' | 'planDate' | 'startTime' | 'vehicleModels'>;
export const startPlanning = (body: PlanningRequest) => post<{ jobId: string }>(`${W}/planning`, body);
export const readPlanning = (jobId: string) => get<PlanningStatus>(`${W}/planning/${jobId}`);
export const cancelPlanning = (jobId: string) => post<PlanningStatus>(`${W}/planning/${jobId}/cancel`, {});
/** The vehicles the caller's carriers can send out on the day, per model. */
/** The vehicles per model that can go for 24 hours from the plan's start (what scheduling would accept). */
export const planningFleet = (planDate: string, startTime: string) =>
  get<PlanningFleet>(`${W}/planning/fleet`, { planDate, startTime });
