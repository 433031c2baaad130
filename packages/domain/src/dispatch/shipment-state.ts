import type { Translations } from '../i18n/messages';
import type { ShipmentMessageKey } from '../messages/shipment';
import type { Verdict } from './types';

/**
 * The shipment (dispatch order) state machine and its refusal messages.
 * docs/waybill-states.md ("Shipment statuses", "Shipment transitions") is the readable copy;
 * shipment-state.test.ts keeps the two in step.
 *
 * The main road: O --effect--> E --scheduling--> D --apply--> A --examine--> X --ship--> T --finish--> F.
 * Side roads: drawal (E to O), cancelScheduling (D or R back to E, the schedule cleared), reject (A to R, then changeScheduling/apply again), applyReturn (A to D),
 * cancel (void, before scheduling is approved) to C, discard (after scheduling) to V. Cancel and discard
 * release the shipment's waybills back to audited (the waybill machine's `release`).
 */
export type ShipmentStatusInfo = {
  code: string;
  labels: Translations;
  listClass: 'default' | 'processing' | 'warning' | 'success' | 'error';
};

export const SHIPMENT_STATUSES = [
  { code: 'O', labels: { 'zh-CN': '打开', 'zh-HK': '打開', 'en-US': 'Open' }, listClass: 'processing' },
  {
    code: 'E',
    labels: { 'zh-CN': '已生效', 'zh-HK': '已生效', 'en-US': 'Effective' },
    listClass: 'processing',
  },
  { code: 'D', labels: { 'zh-CN': '已调度', 'zh-HK': '已調度', 'en-US': 'Scheduled' }, listClass: 'warning' },
  { code: 'A', labels: { 'zh-CN': '已申请', 'zh-HK': '已申請', 'en-US': 'Applied' }, listClass: 'warning' },
  { code: 'R', labels: { 'zh-CN': '已驳回', 'zh-HK': '已駁回', 'en-US': 'Rejected' }, listClass: 'error' },
  { code: 'X', labels: { 'zh-CN': '已审核', 'zh-HK': '已審核', 'en-US': 'Approved' }, listClass: 'success' },
  {
    code: 'T',
    labels: { 'zh-CN': '运输中', 'zh-HK': '運輸中', 'en-US': 'In transit' },
    listClass: 'processing',
  },
  { code: 'F', labels: { 'zh-CN': '已完成', 'zh-HK': '已完成', 'en-US': 'Finished' }, listClass: 'success' },
  { code: 'C', labels: { 'zh-CN': '已作废', 'zh-HK': '已作廢', 'en-US': 'Cancelled' }, listClass: 'default' },
  { code: 'V', labels: { 'zh-CN': '已废弃', 'zh-HK': '已廢棄', 'en-US': 'Discarded' }, listClass: 'default' },
] as const satisfies readonly ShipmentStatusInfo[];

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]['code'];
export const SHIPMENT_STATUS_CODES = SHIPMENT_STATUSES.map((s) => s.code) as readonly ShipmentStatus[];

/** What handmadeSubmit creates: open, so it can still be changed in line adjustment (edit mode). */
export const SHIPMENT_CREATED_STATUS: ShipmentStatus = 'O';

export const SHIPMENT_ACTIONS = [
  'update',
  'remove',
  'effect',
  'drawal',
  'scheduling',
  'changeScheduling',
  'batchScheduling',
  'cancelScheduling',
  'applyBefore',
  'apply',
  'forceApply',
  'applyReturn',
  'examine',
  'reject',
  'ship',
  'shipS',
  'finish',
  'cancel',
  'discard',
  'merge',
  'mergedInto',
  'changeCarrier',
  'changeLineType',
  'changeModel',
  'retracement',
  'etaCheck',
  'additTime',
  'addWaybill',
  'trackNumRemark',
  'descriptionRecord',
] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

export type ShipmentTransitionRule = {
  from: readonly ShipmentStatus[];
  /** Absent: the status stays (the action changes other fields). */
  to?: ShipmentStatus;
  refusal: ShipmentMessageKey;
  /** The shipment's waybills go back to audited (waybill `release`). */
  releasesWaybills?: boolean;
};

const BEFORE_SCHEDULING = ['O', 'E'] as const;
const SCHEDULED = ['D', 'R'] as const;
const NOT_SHIPPED = ['O', 'E', 'D', 'A', 'R', 'X'] as const;
const LIVE = ['O', 'E', 'D', 'A', 'R', 'X', 'T'] as const;
const ANY = SHIPMENT_STATUS_CODES;

/** Every transition, one row per action; the only place a shipment's status is decided. */
export const SHIPMENT_TRANSITIONS: Record<ShipmentAction, ShipmentTransitionRule> = {
  update: { from: BEFORE_SCHEDULING, refusal: 'shipment.state.update' },
  // POST /remove: deletes an open shipment (del_flag), its waybills back to the pool's source.
  remove: { from: ['O'], refusal: 'shipment.state.remove', releasesWaybills: true },
  effect: { from: ['O'], to: 'E', refusal: 'shipment.state.effect' },
  drawal: { from: ['E'], to: 'O', refusal: 'shipment.state.drawal' },
  scheduling: { from: ['E'], to: 'D', refusal: 'shipment.state.scheduling' },
  batchScheduling: { from: ['E'], to: 'D', refusal: 'shipment.state.scheduling' },
  changeScheduling: { from: SCHEDULED, to: 'D', refusal: 'shipment.state.changeScheduling' },
  // Cancel schedule: a scheduled (or rejected) shipment goes back to effective, its carrier, vehicle and
  // drivers cleared, so it can be scheduled afresh; once applied for, it must be returned first.
  cancelScheduling: { from: SCHEDULED, to: 'E', refusal: 'shipment.state.cancelScheduling' },
  applyBefore: { from: SCHEDULED, refusal: 'shipment.state.apply' },
  apply: { from: SCHEDULED, to: 'A', refusal: 'shipment.state.apply' },
  forceApply: { from: SCHEDULED, to: 'A', refusal: 'shipment.state.apply' },
  applyReturn: { from: ['A'], to: 'D', refusal: 'shipment.state.applyReturn' },
  examine: { from: ['A'], to: 'X', refusal: 'shipment.state.examine' },
  reject: { from: ['A'], to: 'R', refusal: 'shipment.state.reject' },
  // "Cannot ship as a dispatch is not effective": approved is what makes a shipment effective to ship.
  ship: { from: ['X'], to: 'T', refusal: 'shipment.state.ship' },
  shipS: { from: ['X'], to: 'T', refusal: 'shipment.state.ship' },
  // "Cannot complete as a dispatch is not shipped": only a shipped dispatch completes.
  finish: { from: ['T'], to: 'F', refusal: 'shipment.state.finish' },
  cancel: { from: ['O', 'E'], to: 'C', refusal: 'shipment.state.cancel', releasesWaybills: true },
  // Earlier operations abandoned; a new line scheduling is needed; not sent back upstream.
  discard: { from: ['D', 'A', 'R', 'X'], to: 'V', refusal: 'shipment.state.discard', releasesWaybills: true },
  // The first shipment of a merge keeps its status and takes the others' waybills and stops.
  merge: { from: BEFORE_SCHEDULING, refusal: 'shipment.state.merge' },
  // Each other shipment of a merge is cancelled, remembering the one it went into.
  mergedInto: { from: BEFORE_SCHEDULING, to: 'C', refusal: 'shipment.state.merge' },
  changeCarrier: { from: ['O', 'E', 'D', 'R'], refusal: 'shipment.state.changeCarrier' },
  changeLineType: { from: ['O', 'E', 'D', 'R'], refusal: 'shipment.state.changeLineType' },
  changeModel: { from: NOT_SHIPPED, refusal: 'shipment.state.changeModel' },
  retracement: { from: LIVE, refusal: 'shipment.state.retracement' },
  etaCheck: { from: LIVE, refusal: 'shipment.state.etaCheck' },
  additTime: { from: ['D', 'A', 'R', 'X', 'T'], refusal: 'shipment.state.additTime' },
  addWaybill: { from: BEFORE_SCHEDULING, refusal: 'shipment.state.addWaybill' },
  trackNumRemark: { from: LIVE, refusal: 'shipment.state.trackNumRemark' },
  descriptionRecord: { from: ANY, refusal: 'shipment.state.descriptionRecord' },
};

/** The dispatch rules' one answer (types.ts): the target and whether the waybills go back, or the refusal. */
export type ShipmentDecision = Verdict<{ to: ShipmentStatus; releasesWaybills: boolean }, ShipmentMessageKey>;

/** Decides one action on a shipment in `status`; a refusal names the shipment by {code}. */
export function shipmentTransition(
  status: ShipmentStatus,
  action: ShipmentAction,
  params: { code?: string | null } = {},
): ShipmentDecision {
  const rule = SHIPMENT_TRANSITIONS[action];
  if (rule.from.includes(status)) {
    return { ok: true, to: rule.to ?? status, releasesWaybills: rule.releasesWaybills ?? false };
  }
  return { ok: false, key: rule.refusal, params: { code: params.code ?? '', status } };
}

/**
 * A batch (ship, finish, ... with several ids) goes through only when every shipment may: the first
 * refusal is the answer (one dispatch not effective refuses the whole ship).
 */
export function shipmentBatchTransition(
  shipments: readonly { status: ShipmentStatus; code?: string | null }[],
  action: ShipmentAction,
): ShipmentDecision {
  if (shipments.length === 0)
    return { ok: false, key: 'shipment.select.first', params: { code: '', status: '' } };
  let last: ShipmentDecision | undefined;
  for (const s of shipments) {
    const d = shipmentTransition(s.status, action, { code: s.code });
    if (!d.ok) return d;
    last = d;
  }
  return last as ShipmentDecision;
}

/** The actions the screen offers for a shipment in `status` (the same table the server enforces). */
export function allowedShipmentActions(status: ShipmentStatus): ShipmentAction[] {
  return SHIPMENT_ACTIONS.filter((a) => SHIPMENT_TRANSITIONS[a].from.includes(status));
}

/** The status an action writes, read from the table (see waybillTarget). */
export function shipmentTarget(action: ShipmentAction): ShipmentStatus {
  const to = SHIPMENT_TRANSITIONS[action].to;
  if (!to) throw new Error(`shipment action ${action} keeps the status: it writes none`);
  return to;
}

/** A status read from the database; anything else is corrupt data, never quietly another status. */
export function shipmentStatusOf(row: { status: string; shipmentCode?: string | null }): ShipmentStatus {
  if (isShipmentStatus(row.status)) return row.status;
  throw new Error(`shipment ${row.shipmentCode ?? ''} has an unknown status ${JSON.stringify(row.status)}`);
}

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUS_CODES as readonly string[]).includes(value);
}

/** Line adjustment (edit mode) may change a shipment only while it is open. */
export function isShipmentAdjustable(status: string): boolean {
  return status === SHIPMENT_CREATED_STATUS;
}

/** Line types (shipment_line_type dictionary): direct, multi-drop, line haul. */
export const SHIPMENT_LINE_TYPES = [
  { code: '1', labels: { 'zh-CN': '直达', 'zh-HK': '直達', 'en-US': 'Direct' } },
  { code: '2', labels: { 'zh-CN': '多点配送', 'zh-HK': '多點配送', 'en-US': 'Multi-drop' } },
  { code: '3', labels: { 'zh-CN': '干线', 'zh-HK': '幹線', 'en-US': 'Line haul' } },
] as const;
export type ShipmentLineType = (typeof SHIPMENT_LINE_TYPES)[number]['code'];

/**
 * The default line type (defaultLineTypeV2/V3). V2 looks at the stops only: one pick-up and one
 * delivery is direct, more is multi-drop. V3 first makes a line-haul transport (transType 4) line haul.
 */
export function defaultLineType(input: {
  stationNum: number;
  transType: string;
  version: 'V2' | 'V3';
}): ShipmentLineType {
  if (input.version === 'V3' && input.transType === '4') return '3';
  return input.stationNum <= 2 ? '1' : '2';
}
