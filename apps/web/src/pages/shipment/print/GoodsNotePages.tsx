import { DELIVERY_NOTE_BLANKS, type GoodsRow, goodsPages, interpolate, type PrintFigures } from '@tms/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsNote } from './api';
import { Barcode } from './Barcode';
import { ScanQr } from './ScanQr';

export type PageNo = { from: number; to: number; total: number };
/** Domain texts use {name} placeholders (not i18next's), so they are filled with interpolate(). */
export function usePrintText() {
  const { t } = useTranslation();
  return (key: string, params?: Record<string, unknown>) => interpolate(t(key), params);
}

const COLS: [string, string][] = [
  ['customNo', '11%'],
  ['itemCode', '9%'],
  ['itemName', '15%'],
  ['itemTemp', '10%'],
  ['quantity', '7%'],
  ['weight', '8%'],
  ['volume', '9%'],
  ['pallets', '5%'],
  ['unit', '5%'],
  ['shipped', '6.5%'],
  ['received', '6.5%'],
  ['remark', '8%'],
];

/** A printed page: header (title, page number, barcode, fields), the table body, the footer. */
export function PrintPage(props: {
  title: string;
  page: PageNo;
  barcode: string;
  fields: [string, string][];
  children: ReactNode;
  footer: ReactNode;
}) {
  const p = usePrintText();
  return (
    <div className="tms-print-page" data-testid="print-page">
      <div className="tms-print-head">
        <h1 className="tms-print-title">{props.title}</h1>
        <div className="tms-print-pageno">{p('print.page', props.page)}</div>
        <Barcode code={props.barcode} />
        <ScanQr code={props.barcode} />
        <div className="tms-print-fields">
          {props.fields.map(([label, value]) => (
            <div key={label}>
              <b>{p('print.labelColon', { label })}</b>
              {value}
            </div>
          ))}
        </div>
      </div>
      <div className="tms-print-body">{props.children}</div>
      <div className="tms-print-foot">{props.footer}</div>
    </div>
  );
}

export function Blanks(props: { labels: string[] }) {
  const p = usePrintText();
  return (
    <div className="tms-print-blanks">
      {props.labels.map((label) => (
        <span key={label}>{p('print.labelColon', { label })}</span>
      ))}
    </div>
  );
}

export const figureText = (f: PrintFigures, p: ReturnType<typeof usePrintText>) =>
  `${p('print.col.quantity')} ${f.quantity} / ${p('print.col.weight')} ${f.weight} / ${p('print.col.volume')} ${f.volume} / ${p('print.col.pallets')} ${f.pallets}`;

const figureCells = (f: PrintFigures) =>
  [f.quantity, f.weight, f.volume, f.pallets].map((v, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed four columns
    <td key={i} className="num">
      {v}
    </td>
  ));

function Row(props: { row: GoodsRow }) {
  const p = usePrintText();
  const { row } = props;
  if (row.kind === 'item') {
    const i = row.item;
    return (
      <tr>
        <td>{i.customNo}</td>
        <td>{i.itemCode}</td>
        <td>{i.itemName}</td>
        <td>{i.itemTemp}</td>
        <td className="num">{i.itemQuantity}</td>
        <td className="num">{i.itemWeight}</td>
        <td className="num">{i.itemVolume}</td>
        <td className="num">{i.itemPallets}</td>
        <td>{i.itemUnit}</td>
        <td />
        {/* The received quantity once the receipt (回单) recorded it; blank to be written in otherwise. */}
        <td className="num">{i.itemReceived}</td>
        <td>{i.remark}</td>
      </tr>
    );
  }
  const label =
    row.kind === 'waybillTotal'
      ? p('print.waybillTotal', { code: row.waybillCode })
      : row.kind === 'stopTotal'
        ? p('print.stopTotal', { name: row.stationName })
        : p('print.grandTotal');
  return (
    <tr className={row.kind === 'waybillTotal' ? 'sub' : 'total'}>
      <td colSpan={4}>{label}</td>
      {figureCells(row.figures)}
      <td colSpan={4} />
    </tr>
  );
}

/** Goods delivery notes in A4 pages, paged by the same rule as the server PDF. */
export function GoodsNotePages(props: { notes: GoodsNote[] }) {
  const p = usePrintText();
  const paged = props.notes.map((note) => ({
    note,
    pages: goodsPages(note.srcStopList).map((rows, i) => ({ rows, no: i + 1 })),
  }));
  const total = paged.reduce((s, x) => s + x.pages.length, 0);
  return (
    <>
      {paged.flatMap(({ note, pages }) =>
        pages.map(({ rows, no }) => (
          <PrintPage
            key={`${note.shipmentId}-${note.receiver}-${no}`}
            title={p('print.title.goods')}
            page={{ from: no, to: pages.length, total }}
            barcode={note.barcode}
            fields={[
              [p('print.sender'), note.sender],
              [p('print.senderAddress'), note.senderAddress],
              [p('print.receiver'), note.receiver],
              [p('print.address'), note.address],
              [p('print.contact'), note.contact],
              [p('print.shipmentCode'), note.shipmentCode],
              [p('print.foot.plate'), note.plateNumber],
              [p('print.driver'), [note.driverName, note.driverMobile].filter(Boolean).join(' ')],
              [p('print.etd'), note.etd ?? ''],
              [p('print.printTime'), note.printTime],
              [p('print.preparer'), note.preparer],
              [p('print.totals'), figureText(note.total, p)],
            ]}
            footer={
              <>
                <Blanks labels={DELIVERY_NOTE_BLANKS.map((k) => p(`print.foot.${k}`))} />
                <div className="tms-print-notice">{p('print.foot.notice')}</div>
              </>
            }
          >
            <table className="tms-print-table">
              <colgroup>
                {COLS.map(([key, width]) => (
                  <col key={key} style={{ width }} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  {COLS.map(([key]) => (
                    <th key={key}>{p(`print.col.${key}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a printed page never reorder
                  <Row key={i} row={row} />
                ))}
              </tbody>
            </table>
          </PrintPage>
        )),
      )}
    </>
  );
}
