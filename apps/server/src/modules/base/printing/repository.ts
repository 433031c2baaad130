import { and, eq, getTableColumns } from 'drizzle-orm';
import { clients, printers, printTemplates } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { centerNameOf, clientNameOf, masterOf } from '../shared/master-repository';

export type PrinterView = typeof printers.$inferSelect & { dispatchCenterName: string | null };
export type TemplateView = typeof printTemplates.$inferSelect & { clientName: string | null };

/** Printers for the shared master-data queries (base-shared/master-repository), with their center's name. */
export const printerMaster = masterOf(printers, {
  ...getTableColumns(printers),
  dispatchCenterName: centerNameOf(printers.dispatchCenterId),
});

/** Print template records, with their client's name. */
export const templateMaster = masterOf(printTemplates, {
  ...getTableColumns(printTemplates),
  clientName: clientNameOf(printTemplates.clientId),
});

export async function clientPresent(db: DbOrTx, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: clients.uuid })
    .from(clients)
    .where(and(eq(clients.uuid, uuid), eq(clients.delFlag, '0')));
  return !!row;
}
