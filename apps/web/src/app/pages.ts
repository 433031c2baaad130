import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Screens by the `component` name the server's menu gives. Every page loads on demand.
 * A new screen adds one line here, and a menu row in the server seed.
 */
export const pageRegistry: Record<string, () => Promise<PageModule>> = {
  Welcome: () => import('../pages/welcome'),
  'system/user': () => import('../pages/system/user'),
  'system/role': () => import('../pages/system/role'),
  'system/menu': () => import('../pages/system/menu'),
  'system/dept': () => import('../pages/system/dept'),
  'system/dict': () => import('../pages/system/dict'),
  'system/config': () => import('../pages/system/config'),
  'system/district': () => import('../pages/system/district'),
  'system/menuLanguage': () => import('../pages/system/menuLanguage'),
  'system/authClient': () => import('../pages/system/authClient'),
  'system/oss': () => import('../pages/system/oss'),
  'system/appInfo': () => import('../pages/system/appInfo'),
  'system/dispatchCenter': () => import('../pages/system/dispatchCenter'),
  'base/client': () => import('../pages/base/client'),
  'base/dataGroup': () => import('../pages/base/dataGroup'),
  'base/zone': () => import('../pages/base/zone'),
  'base/transLocation': () => import('../pages/base/transLocation'),
  'base/contact': () => import('../pages/base/contact'),
  'base/address': () => import('../pages/base/address'),
  'monitor/operlog': () => import('../pages/monitor/operlog'),
  'monitor/logininfor': () => import('../pages/monitor/logininfor'),
  'monitor/requestlog': () => import('../pages/monitor/requestlog'),
  'monitor/online': () => import('../pages/monitor/online'),
  'base/route': () => import('../pages/base/route'),
  'base/routeGroup': () => import('../pages/base/routeGroup'),
  'base/carrier': () => import('../pages/base/carrier'),
  'base/driver': () => import('../pages/base/driver'),
  'base/vehicle': () => import('../pages/base/vehicle'),
  'base/vehicleModel': () => import('../pages/base/vehicleModel'),
  'base/station': () => import('../pages/base/station'),
  'base/integration': () => import('../pages/base/integration'),
  'base/item': () => import('../pages/base/item'),
  'base/orderType': () => import('../pages/base/orderType'),
  'base/printer': () => import('../pages/base/printer'),
  'base/printTemplate': () => import('../pages/base/printTemplate'),
  'base/numberRule': () => import('../pages/base/numberRule'),
  'Order/Waybill': () => import('../pages/order/waybill'),
  'Order/Order': () => import('../pages/order/order'),
  'Order/WaybillLine/LineAdjustManage': () => import('../pages/order/lineAdjust'),
  'Shipment/ShipmentR': () => import('../pages/shipment/list'),
};
