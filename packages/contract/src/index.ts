/**
 * The API contract: the records the server answers, and the request bodies that need nothing of the server,
 * as zod schemas with their inferred types. The routes answer with these very schemas (a test holds each
 * route to its record), so the types the web and the e2e journeys import are the answers' own. The web
 * imports types only: its bundle gets no zod from here.
 */
export * from './base/client';
export * from './base/energy';
export * from './base/fleet';
export * from './base/goods-barcode';
export * from './base/integration';
export * from './base/item';
export * from './base/logistics-platform';
export * from './base/numbering';
export * from './base/opinion';
export * from './base/place';
export * from './base/printing';
export * from './base/project';
export * from './base/recyclable';
export * from './base/route';
export * from './base/service-network';
export * from './base/sop';
export * from './base/station';
export * from './dispatch/epod';
export * from './dispatch/line-draft';
export * from './dispatch/planning';
export * from './dispatch/scan';
export * from './dispatch/vehicle-go';
export * from './identity/dept';
export * from './identity/menu';
export * from './identity/monitor';
export * from './identity/role';
export * from './identity/user';
export * from './monitoring/alert-rules';
export * from './monitoring/exception-eta';
export * from './monitoring/shipment-exception';
export * from './reference/app-info';
export * from './reference/auth-client';
export * from './reference/config';
export * from './reference/dict';
export * from './reference/dispatch-center';
export * from './reference/district';
export * from './reference/language';
export * from './reference/saved-view';
export * from './reference/storage';
export * from './reporting/dashboard';
export * from './reporting/shipment-report';
export * from './reporting/welcome';
