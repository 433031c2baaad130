import type { MessageCatalog } from '../i18n/messages';
import { authMessages } from './auth';
import { baseMessages } from './base';
import { baseClientMessages } from './base-client';
import { baseFleetMessages } from './base-fleet';
import { baseItemMessages } from './base-item';
import { baseMoreMessages } from './base-more';
import { baseRouteMessages } from './base-route';
import { baseStationMessages } from './base-station';
import { commonMessages } from './common';
import { dispatchMessages } from './dispatch';
import { dispatchPlanningMessages } from './dispatch-planning';
import { dispatchPoolMessages } from './dispatch-pool';
import { epodMessages } from './epod';
import { exceptionEtaMessages } from './exception-eta';
import { exportMessages } from './export';
import { fleetGoMessages } from './fleet-go';
import { messageSettingMessages } from './message-setting';
import { messagingMessages } from './messaging';
import { monitorMessages } from './monitor';
import { monitoringMessages } from './monitoring';
import { operLogMessages } from './oper-log';
import { operLogActionMessages } from './oper-log-actions';
import { orderWaybillMessages } from './order-waybill';
import { printMessages } from './print';
import { referenceMessages } from './reference';
import { reportMessages } from './report';
import { scanMessages } from './scan';
import { seededNameMessages } from './seeded-names';
import { shipmentMessages } from './shipment';
import { shipmentExceptionMessages } from './shipment-exception';
import { splitMessages } from './split';
import { systemMessages } from './system';
import { systemMessageMessages } from './system-message';
import { telemetryMessages } from './telemetry';
import { temperatureMessages } from './temperature';
import { userWorkMessages } from './user-work';

/** Every server message key, in all three languages. A new area adds its file here. */
export const serverMessages = {
  ...commonMessages,
  ...authMessages,
  ...systemMessages,
  ...referenceMessages,
  ...reportMessages,
  ...monitorMessages,
  ...monitoringMessages,
  ...operLogMessages,
  ...operLogActionMessages,
  ...exceptionEtaMessages,
  ...shipmentExceptionMessages,
  ...baseMessages,
  ...baseStationMessages,
  ...baseClientMessages,
  ...baseFleetMessages,
  ...fleetGoMessages,
  ...baseItemMessages,
  ...baseMoreMessages,
  ...baseRouteMessages,
  ...dispatchMessages,
  ...dispatchPoolMessages,
  ...dispatchPlanningMessages,
  ...epodMessages,
  ...orderWaybillMessages,
  ...shipmentMessages,
  ...printMessages,
  ...scanMessages,
  ...seededNameMessages,
  ...splitMessages,
  ...exportMessages,
  ...telemetryMessages,
  ...temperatureMessages,
  ...userWorkMessages,
  ...messagingMessages,
  ...systemMessageMessages,
  ...messageSettingMessages,
} satisfies MessageCatalog;

/**
 * A server message key: what AppError and t() take, so a key no catalog has fails typecheck. A key
 * built at run time is typed through the domain's own unions (e.g. a shipment action's message).
 */
export type MessageKey = keyof typeof serverMessages;

/**
 * What follows a prefix in the message keys that start with it: `MessageKeyTail<'base.client.column.'>`
 * is 'code' | 'name' | …, so code building `${prefix}${tail}` names only keys that exist.
 */
export type MessageKeyTail<P extends string> = MessageKey extends infer K
  ? K extends `${P}${infer Tail}`
    ? Tail
    : never
  : never;

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.keys(serverMessages));

/** Whether a string from elsewhere (a stored reason, a rule's result) is a server message key. */
export function isMessageKey(value: string): value is MessageKey {
  return MESSAGE_KEYS.has(value);
}

export { serverOverlays } from './overlays';
export {
  authMessages,
  baseClientMessages,
  baseFleetMessages,
  baseItemMessages,
  baseMessages,
  baseMoreMessages,
  baseRouteMessages,
  baseStationMessages,
  commonMessages,
  dispatchMessages,
  dispatchPoolMessages,
  exportMessages,
  monitorMessages,
  orderWaybillMessages,
  referenceMessages,
  reportMessages,
  shipmentMessages,
  splitMessages,
  systemMessages,
};
