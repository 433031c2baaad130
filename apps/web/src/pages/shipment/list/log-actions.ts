import { SHIPMENT_ACTIONS } from '@tms/domain';

/**
 * Every action a shipment's log may hold: the lifecycle's actions and the writes logged beside them
 * (the line screen's submit and adjust, a new shipment, taking the last waybill out).
 */
export const SHIPMENT_LOG_ACTIONS = [...SHIPMENT_ACTIONS, 'create', 'adjust', 'save', 'takeOut'] as const;

/** The translation keys tried for a logged shipment action: the log's own wording, then the button's. */
export const shipmentActionKeys = (action: string) => [
  `shipment.log.action.${action}`,
  `shipment.action.${action}`,
];
