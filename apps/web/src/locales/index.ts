import { type MessageCatalog, serverMessages, toResources } from '@tms/domain';
import { accountLocale } from './account';
import { baseClientLocale } from './base-client';
import { baseFleetLocale } from './base-fleet';
import { baseItemLocale } from './base-item';
import { baseMoreLocale } from './base-more';
import { baseRouteLocale } from './base-route';
import { baseStationLocale } from './base-station';
import { commonLocale } from './common';
import { dataScreenLocale } from './data-screen';
import { downloadCenterLocale } from './download-center';
import { epodLocale } from './epod';
import { errorsLocale } from './errors';
import { exceptionEtaLocale } from './exception-eta';
import { fleetAccessLocale } from './fleet-access';
import { layoutLocale } from './layout';
import { lineAdjustLocale } from './line-adjust';
import { lineLateLocale } from './line-late';
import { linePlanningLocale } from './line-planning';
import { loginLocale } from './login';
import { messageLocale } from './message';
import { messageSettingLocale } from './message-setting';
import { monitorLocale } from './monitor';
import { monitoringLocale } from './monitoring';
import { monitoringLiveLocale } from './monitoring-live';
import { orderOrderLocale } from './order-order';
import { orderWaybillLocale } from './order-waybill';
import { reportLocale } from './report';
import { scanLocale } from './scan';
import { shipmentLocale } from './shipment';
import { shipmentExceptionLocale } from './shipment-exception';
import { shipmentExportLocale } from './shipment-export';
import { shipmentLifecycleLocale } from './shipment-lifecycle';
import { shipmentPrintLocale } from './shipment-print';
import { shipmentQueueLocale } from './shipment-queue';
import { shortcutsLocale } from './shortcuts';
import { splitLocale } from './split';
import { systemIdentityLocale } from './system-identity';
import { systemReferenceLocale } from './system-reference';
import { telemetryLocale } from './telemetry';
import { userWorkLocale } from './user-work';
import { welcomeLocale } from './welcome';
import { widgetsLocale } from './widgets';

/**
 * Every UI string, by area. A new area adds its file here. Server message keys (from @tms/domain)
 * are merged in so the web can show the same translated texts for domain rules.
 * Interpolation in UI strings uses i18next's {{name}}; domain messages use {name} and are
 * formatted with the domain's interpolate().
 */
export const uiCatalog: MessageCatalog = {
  ...systemReferenceLocale,
  ...commonLocale,
  ...welcomeLocale,
  ...layoutLocale,
  ...accountLocale,
  ...errorsLocale,
  ...widgetsLocale,
  ...downloadCenterLocale,
  ...systemIdentityLocale,
  ...loginLocale,
  ...monitorLocale,
  ...monitoringLocale,
  ...monitoringLiveLocale,
  ...exceptionEtaLocale,
  ...shipmentExceptionLocale,
  ...telemetryLocale,
  ...baseStationLocale,
  ...baseClientLocale,
  ...baseFleetLocale,
  ...fleetAccessLocale,
  ...baseItemLocale,
  ...baseMoreLocale,
  ...baseRouteLocale,
  ...lineAdjustLocale,
  ...lineLateLocale,
  ...linePlanningLocale,
  ...userWorkLocale,
  ...splitLocale,
  ...shipmentLocale,
  ...shipmentLifecycleLocale,
  ...epodLocale,
  ...shipmentPrintLocale,
  ...shipmentExportLocale,
  ...shipmentQueueLocale,
  ...orderWaybillLocale,
  ...orderOrderLocale,
  ...shortcutsLocale,
  ...messageLocale,
  ...messageSettingLocale,
  ...scanLocale,
  ...dataScreenLocale,
  ...reportLocale,
};

export const resources = toResources({ ...serverMessages, ...uiCatalog });
