import type { Translations } from '../i18n/messages';
import type { DispatchMessageKey } from '../messages/dispatch';
import type { Verdict } from './types';

/**
 * The waybill state machine (docs/waybill-states.md is the readable copy).
 *
 * | code | status            | meaning                                                                 |
 * |------|-------------------|-------------------------------------------------------------------------|
 * | O    | open 待审核        | created (form, import, upstream save), not reviewed yet                 |
 * | E    | audited 已审核     | reviewed; the only status the insert-order dialog lists                  |
 * | D    | handed out 已下发  | handed out to a carrier to dispatch; out of the pool until cancelled     |
 * | H    | in line planning 排线中 | held in one dispatcher's order pool (handmade)                      |
 * | S    | scheduled 已调度   | on a shipment (dispatch order); withdraw split needs "not S"             |
 * | T    | in transit 运输中  | its shipment has shipped                                                 |
 * | F    | finished 已完成    | its shipment has completed                                               |
 * | C    | cancelled 已取消   | cancelled before planning                                                |
 *
 * O, E, H, S, T, F and C are the codes the waybill_status dictionary already seeds; D is new.
 */
export type WaybillStatusInfo = {
  code: string;
  labels: Translations;
  /** The dictionary's listClass (tag colour). */
  listClass: 'default' | 'processing' | 'warning' | 'success' | 'error';
};

/** In display order: what the server seeds into the waybill_status dictionary. */
export const WAYBILL_STATUSES = [
  { code: 'O', labels: { 'zh-CN': '待审核', 'zh-HK': '待審核', 'en-US': 'Open' }, listClass: 'default' },
  {
    code: 'E',
    labels: { 'zh-CN': '已审核', 'zh-HK': '已審核', 'en-US': 'Audited' },
    listClass: 'processing',
  },
  {
    code: 'D',
    labels: { 'zh-CN': '已下发', 'zh-HK': '已下發', 'en-US': 'Handed out' },
    listClass: 'processing',
  },
  {
    code: 'H',
    labels: { 'zh-CN': '排线中', 'zh-HK': '排線中', 'en-US': 'In line planning' },
    listClass: 'warning',
  },
  { code: 'S', labels: { 'zh-CN': '已调度', 'zh-HK': '已調度', 'en-US': 'Scheduled' }, listClass: 'success' },
  {
    code: 'T',
    labels: { 'zh-CN': '运输中', 'zh-HK': '運輸中', 'en-US': 'In transit' },
    listClass: 'processing',
  },
  { code: 'F', labels: { 'zh-CN': '已完成', 'zh-HK': '已完成', 'en-US': 'Finished' }, listClass: 'success' },
  { code: 'C', labels: { 'zh-CN': '已取消', 'zh-HK': '已取消', 'en-US': 'Cancelled' }, listClass: 'error' },
] as const satisfies readonly WaybillStatusInfo[];

export type WaybillStatus = (typeof WAYBILL_STATUSES)[number]['code'];
export const WAYBILL_STATUS_CODES = WAYBILL_STATUSES.map((s) => s.code) as readonly WaybillStatus[];

/** The insert-order dialog (and so the pool's source) lists audited waybills only. */
export const POOL_SOURCE_STATUS: WaybillStatus = 'E';

/** A waybill saved or imported starts open (O), to be confirmed. */
export const WAYBILL_CREATED_STATUS: WaybillStatus = 'O';

export const WAYBILL_ACTIONS = [
  'confirm',
  'withdraw',
  'handout',
  'handoutCancel',
  'handmade',
  'handmadeCancel',
  'handmadeFix',
  'handmadeSubmit',
  'split',
  'withdrawSplit',
  'assign',
  'release',
  'ship',
  'finish',
  'cancel',
  'transfer',
] as const;
export type WaybillAction = (typeof WAYBILL_ACTIONS)[number];

export type WaybillTransition = {
  from: readonly WaybillStatus[];
  /** Absent: the status stays (split, fix, edit-mode resubmit). */
  to?: WaybillStatus;
  /** The refusal from any other status. */
  refusal: DispatchMessageKey;
  /** A sharper refusal from particular statuses. */
  refusalFrom?: Partial<Record<WaybillStatus, DispatchMessageKey>>;
};

/** Every transition, one row per action; the only place a waybill's status is decided. */
export const WAYBILL_TRANSITIONS: Record<WaybillAction, WaybillTransition> = {
  // POST /waybillConfirmation: review.
  confirm: { from: ['O'], to: 'E', refusal: 'waybill.state.confirm' },
  // POST /waybillWithdrawal: only from audited.
  withdraw: { from: ['E'], to: 'O', refusal: 'waybill.state.withdraw' },
  handout: { from: ['E'], to: 'D', refusal: 'waybill.state.handout' },
  handoutCancel: { from: ['D'], to: 'E', refusal: 'waybill.state.handoutCancel' },
  // Taking into the pool holds the waybill; a second dispatcher is told who holds it.
  handmade: {
    from: ['E'],
    to: 'H',
    refusal: 'waybill.state.handmade',
    refusalFrom: { H: 'waybill.state.handmade.held' },
  },
  // handmadeCancel, handmadeCancelNew (beacon) and an expired hold all release to audited.
  handmadeCancel: { from: ['H'], to: 'E', refusal: 'waybill.state.handmadeCancel' },
  // Saves the line plan without submitting; the hold stays (and is renewed).
  handmadeFix: { from: ['H'], refusal: 'waybill.state.handmadeFix' },
  // Submit: held waybills go onto their shipment; in edit mode the shipment's own stay scheduled.
  handmadeSubmit: { from: ['H', 'S'], to: 'S', refusal: 'waybill.state.handmadeSubmit' },
  split: { from: ['E', 'H'], refusal: 'waybill.state.split' },
  withdrawSplit: {
    from: ['E', 'H'],
    refusal: 'waybill.state.withdrawSplit',
    refusalFrom: { S: 'waybill.state.withdrawSplit.scheduled' },
  },
  // Added to an existing shipment outside the line screen (shipment addWaybill).
  assign: { from: ['E', 'H'], to: 'S', refusal: 'waybill.state.assign' },
  // Taken off its shipment (edit-mode take-out, shipment cancel or discard): back to audited.
  release: { from: ['S'], to: 'E', refusal: 'waybill.state.release' },
  ship: { from: ['S'], to: 'T', refusal: 'waybill.state.ship' },
  finish: { from: ['T'], to: 'F', refusal: 'waybill.state.finish' },
  cancel: { from: ['O', 'E'], to: 'C', refusal: 'waybill.state.cancel' },
  // Moved with its stops onto the shipment another one merges into; still scheduled.
  transfer: { from: ['S'], refusal: 'waybill.state.transfer' },
};

export type WaybillDecision = Verdict<{ to: WaybillStatus }>;

/**
 * Decides one action on a waybill in `status`. Refusals carry {code, status} so the message names the
 * waybill; the server adds {holder} for a held waybill.
 */
export function waybillTransition(
  status: WaybillStatus,
  action: WaybillAction,
  params: { code?: string | null; holder?: string | null } = {},
): WaybillDecision {
  const rule = WAYBILL_TRANSITIONS[action];
  if (rule.from.includes(status)) return { ok: true, to: rule.to ?? status };
  return {
    ok: false,
    key: rule.refusalFrom?.[status] ?? rule.refusal,
    params: { code: params.code ?? '', status, holder: params.holder ?? '' },
  };
}

/**
 * The status an action writes, read from the table: writers take it from here instead of a literal, so
 * the table stays the one place a status is decided. An action that keeps the status has none.
 */
export function waybillTarget(action: WaybillAction): WaybillStatus {
  const to = WAYBILL_TRANSITIONS[action].to;
  if (!to) throw new Error(`waybill action ${action} keeps the status: it writes none`);
  return to;
}

/**
 * The status of a waybill a split makes: held in the splitter's pool (what `handmade` writes) when it is
 * split into the pool, otherwise audited like any waybill waiting for the pool (another center's too).
 */
export function splitChildStatus(heldInPool: boolean): WaybillStatus {
  return heldInPool ? waybillTarget('handmade') : POOL_SOURCE_STATUS;
}

/** A status read from the database; anything else is corrupt data, never quietly another status. */
export function waybillStatusOf(row: { status: string; code?: string | null }): WaybillStatus {
  if (isWaybillStatus(row.status)) return row.status;
  throw new Error(`waybill ${row.code ?? ''} has an unknown status ${JSON.stringify(row.status)}`);
}

export function isWaybillStatus(value: unknown): value is WaybillStatus {
  return typeof value === 'string' && (WAYBILL_STATUS_CODES as readonly string[]).includes(value);
}

/** Withdraw split (pool toolbar): exactly one waybill, and its status not S. */
export function canWithdrawSplit(
  selected: readonly { status: WaybillStatus; code?: string | null }[],
): WaybillDecision {
  const [only] = selected;
  if (selected.length !== 1 || !only) return { ok: false, key: 'waybill.state.withdrawSplit.one' };
  return waybillTransition(only.status, 'withdrawSplit', { code: only.code });
}
