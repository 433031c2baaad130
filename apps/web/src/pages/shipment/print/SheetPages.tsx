import { paginateGroups, rowsPerPage } from '@tms/domain';
import type { ShipmentSheet } from './api';
import { Blanks, figureText, PrintPage, usePrintText } from './GoodsNotePages';

const SHIPMENT_COLS: [string, string, string][] = [
  ['seq', 'print.seq', '5%'],
  ['stationName', 'print.stop', '16%'],
  ['waybillCode', 'print.waybillCode', '16%'],
  ['customNo', 'print.col.customNo', '12%'],
  ['clientName', 'print.client', '12%'],
  ['temperatures', 'print.col.itemTemp', '9%'],
  ['quantity', 'print.col.quantity', '7%'],
  ['weight', 'print.col.weight', '8%'],
  ['volume', 'print.col.volume', '9%'],
  ['pallets', 'print.col.pallets', '6%'],
];
const CROSS_DOCK_COLS: [string, string, string][] = [
  ['seq', 'print.seq', '5%'],
  ['waybillCode', 'print.waybillCode', '14%'],
  ['fromStation', 'print.fromStation', '13%'],
  ['transferWarehouse', 'print.transferWarehouse', '13%'],
  ['toStation', 'print.toStation', '13%'],
  ['temperatures', 'print.col.itemTemp', '8%'],
  ['quantity', 'print.col.quantity', '6%'],
  ['weight', 'print.col.weight', '7%'],
  ['volume', 'print.col.volume', '8%'],
  ['pallets', 'print.col.pallets', '5%'],
  ['sign', 'print.handoverSign', '8%'],
];
const NUMERIC = new Set(['quantity', 'weight', 'volume', 'pallets']);

type SheetRow = ShipmentSheet['rows'][number] & { kind: string };

/** Dispatch sheets or cross-dock tables in A4 pages (one row per waybill, the total last). */
export function SheetPages(props: { sheets: ShipmentSheet[]; kind: 'shipment' | 'crossDock' }) {
  const p = usePrintText();
  const cols = props.kind === 'shipment' ? SHIPMENT_COLS : CROSS_DOCK_COLS;
  const title = p(props.kind === 'shipment' ? 'print.title.shipment' : 'print.title.crossDock');
  const paged = props.sheets.map((sheet) => ({
    sheet,
    pages: paginateGroups<SheetRow>(
      [
        ...sheet.rows.map((r) => [{ ...r, kind: 'item' }]),
        [{ ...sheet.totals, kind: 'total' } as unknown as SheetRow],
      ],
      rowsPerPage(),
    ).map((rows, i) => ({ rows, no: i + 1 })),
  }));
  const total = paged.reduce((s, x) => s + x.pages.length, 0);
  return (
    <>
      {paged.flatMap(({ sheet, pages }) =>
        pages.map(({ rows, no }) => (
          <PrintPage
            key={`${sheet.shipmentId}-${no}`}
            title={title}
            page={{ from: no, to: pages.length, total }}
            barcode={sheet.shipmentCode}
            fields={[
              [p('print.shipmentCode'), sheet.shipmentCode],
              [p('print.dispatchCenter'), sheet.dispatchCenter],
              [p('print.preparer'), sheet.preparer],
              [p('print.printTime'), sheet.printTime],
              [p('print.receiver'), sheet.receiver],
              [p('print.address'), sheet.address],
              [p('print.contact'), sheet.contact],
              [p('print.transType'), sheet.transType],
              [p('print.plannedModel'), sheet.plannedModel],
              [p('print.temperatures'), sheet.temperatures],
              [p('print.carrier'), sheet.carrier],
              [p('print.plateDriver'), [sheet.plateNumber, sheet.driverName].filter(Boolean).join(' ')],
              [p('print.etd'), sheet.etd ?? ''],
              [p('print.eta'), sheet.eta ?? ''],
              [p('print.totals'), figureText(sheet.totals, p)],
            ]}
            footer={
              <Blanks
                labels={['preparer', 'foot.driverSign', 'foot.loadTime', 'foot.cabinTemp'].map((k) =>
                  p(`print.${k}`),
                )}
              />
            }
          >
            <table className="tms-print-table">
              <colgroup>
                {cols.map(([key, , width]) => (
                  <col key={key} style={{ width }} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  {cols.map(([key, label]) => (
                    <th key={key}>{p(label)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) =>
                  row.kind === 'total' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a printed page never reorder
                    <tr key={i} className="total">
                      <td colSpan={6}>{p('print.grandTotal')}</td>
                      {['quantity', 'weight', 'volume', 'pallets'].map((k) => (
                        <td key={k} className="num">
                          {String(row[k as keyof SheetRow] ?? '')}
                        </td>
                      ))}
                      {cols.length > 10 ? <td /> : null}
                    </tr>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a printed page never reorder
                    <tr key={i}>
                      {cols.map(([key]) => (
                        <td key={key} className={NUMERIC.has(key) ? 'num' : undefined}>
                          {String(row[key as keyof SheetRow] ?? '')}
                        </td>
                      ))}
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </PrintPage>
        )),
      )}
    </>
  );
}
