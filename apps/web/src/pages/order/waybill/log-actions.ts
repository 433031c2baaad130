import { WAYBILL_ACTIONS } from '@tms/domain';

/**
 * Every action a waybill's log may hold: the state machine's actions and the edits logged beside them.
 * Each has its label (orderWaybill.action.<action>), so the log never shows a raw action code.
 */
export const WAYBILL_LOG_ACTIONS = [
  ...WAYBILL_ACTIONS,
  'create',
  'update',
  'editRemark',
  'carrier',
  'printReset',
] as const;

/** The translation key of a logged waybill action. */
export const waybillActionKey = (action: string) => `orderWaybill.action.${action}`;
