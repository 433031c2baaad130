import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../platform/deps';
import './background';
import { appInfoRoutes } from './app-info/routes';
import { authRoutes } from './auth/routes';
import { baseDataGroupRoutes } from './base-client/data-group-routes';
import { baseClientRoutes } from './base-client/routes';
import { baseFleetRoutes } from './base-fleet/routes';
import { baseIntegrationRoutes } from './base-integration/routes';
import { orderTypeRoutes } from './base-item/order-type-routes';
import { itemRoutes } from './base-item/routes';
import { numberRuleRoutes } from './base-numbering/routes';
import { basePlaceRoutes } from './base-place/routes';
import { printTemplateRoutes } from './base-printing/print-template-routes';
import { printerRoutes } from './base-printing/printer-routes';
import { baseRouteRoutes } from './base-route/routes';
import { baseStationRoutes } from './base-station/routes';
import { columnSettingRoutes } from './column-setting/routes';
import { dispatchCenterRoutes } from './dispatch-center/routes';
import { monitorRoutes } from './monitor/routes';
import { orderRoutes } from './order-order/routes';
import { orderPoolRoutes } from './order-pool/routes';
import { orderSplitRoutes } from './order-split/routes';
import { waybillRoutes } from './order-waybill/routes';
import { pushRoutes } from './push/routes';
import { reportTaskRoutes } from './report-task/routes';
import { shipmentRoutes } from './shipment/routes';
import { shipmentAnnexRoutes } from './shipment-annex/routes';
import { shipmentExportRoutes } from './shipment-export/routes';
import { shipmentPrintRoutes } from './shipment-print/routes';
import { systemAuthClientRoutes } from './system-auth-client/routes';
import { systemConfigRoutes } from './system-config/routes';
import { systemDeptRoutes } from './system-dept/routes';
import { systemDictRoutes } from './system-dict/routes';
import { systemDistrictRoutes } from './system-district/routes';
import { systemImportRoutes } from './system-import/routes';
import { systemMenuRoutes } from './system-menu/routes';
import { systemMenuLanguageRoutes } from './system-menu-language/routes';
import { systemOssRoutes } from './system-oss/routes';
import { systemRoleRoutes } from './system-role/routes';
import { systemUserRoutes } from './system-user/routes';

/** Every business area's routes. A new area adds one line here. */
export const modules: FastifyPluginAsync<Deps>[] = [
  authRoutes,
  systemUserRoutes,
  systemRoleRoutes,
  systemMenuRoutes,
  systemDeptRoutes,
  systemDictRoutes,
  systemConfigRoutes,
  systemDistrictRoutes,
  systemImportRoutes,
  systemMenuLanguageRoutes,
  dispatchCenterRoutes,
  columnSettingRoutes,
  appInfoRoutes,
  systemAuthClientRoutes,
  systemOssRoutes,
  monitorRoutes,
  reportTaskRoutes,
  pushRoutes,
  baseRouteRoutes,
  baseClientRoutes,
  baseDataGroupRoutes,
  basePlaceRoutes,
  itemRoutes,
  orderTypeRoutes,
  printerRoutes,
  printTemplateRoutes,
  numberRuleRoutes,
  baseStationRoutes,
  baseIntegrationRoutes,
  baseFleetRoutes,
  waybillRoutes,
  orderRoutes,
  orderPoolRoutes,
  orderSplitRoutes,
  shipmentRoutes,
  shipmentPrintRoutes,
  shipmentExportRoutes,
  shipmentAnnexRoutes,
];
