// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { PrintTemplate } from '@tms/contract';

export type { PrintTemplate };

export type PrintTemplateType = 'goods' | 'goodsMulti' | 'shipment' | 'crossDock';

export type PrintTemplateForm = Omit<PrintTemplate, 'uuid' | 'clientName' | 'createTime'> & { uuid?: string };
