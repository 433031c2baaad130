import type { MessageCatalog } from '../i18n/messages';
import { authMessages } from './auth';
import { baseMessages } from './base';
import { baseClientMessages } from './base-client';
import { baseFleetMessages } from './base-fleet';
import { baseItemMessages } from './base-item';
import { baseRouteMessages } from './base-route';
import { baseStationMessages } from './base-station';
import { commonMessages } from './common';
import { dispatchMessages } from './dispatch';
import { dispatchPoolMessages } from './dispatch-pool';
import { exportMessages } from './export';
import { monitorMessages } from './monitor';
import { orderWaybillMessages } from './order-waybill';
import { printMessages } from './print';
import { referenceMessages } from './reference';
import { reportMessages } from './report';
import { shipmentMessages } from './shipment';
import { splitMessages } from './split';
import { systemMessages } from './system';

/** Every server message key, in all three languages. A new area adds its file here. */
export const serverMessages: MessageCatalog = {
  ...commonMessages,
  ...authMessages,
  ...systemMessages,
  ...referenceMessages,
  ...reportMessages,
  ...monitorMessages,
  ...baseMessages,
  ...baseStationMessages,
  ...baseClientMessages,
  ...baseFleetMessages,
  ...baseItemMessages,
  ...baseRouteMessages,
  ...dispatchMessages,
  ...dispatchPoolMessages,
  ...orderWaybillMessages,
  ...shipmentMessages,
  ...printMessages,
  ...splitMessages,
  ...exportMessages,
};

export {
  authMessages,
  baseClientMessages,
  baseFleetMessages,
  baseItemMessages,
  baseMessages,
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
