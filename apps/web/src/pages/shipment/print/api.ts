import { type GoodsStop, PRINT_START_DELAY_MS, type PrintFigures } from '@tms/domain';
import { message } from 'antd';
import { get, http, post, RequestError } from '../../../core/request';

/** The spec's config key: Y prints the PDF directly, N opens the preview modal. */
export const PREVIEW_CONFIG_KEY = 'is_preview_print_task';
export type PrintKind = 'goods' | 'shipment' | 'crossDock';

export type GoodsNote = {
  shipmentId: string;
  shipmentCode: string;
  barcode: string;
  sender: string;
  senderAddress: string;
  receiver: string;
  address: string;
  contact: string;
  plateNumber: string;
  driverName: string;
  driverMobile: string;
  etd: string | null;
  printTime: string;
  preparer: string;
  srcStopList: GoodsStop[];
  total: PrintFigures;
};

export type ShipmentSheet = {
  shipmentId: string;
  shipmentCode: string;
  preparer: string;
  printTime: string;
  dispatchCenter: string;
  receiver: string;
  address: string;
  contact: string;
  transType: string;
  plannedModel: string;
  temperatures: string;
  carrier: string;
  plateNumber: string;
  driverName: string;
  etd: string | null;
  eta: string | null;
  totals: PrintFigures;
  rows: (PrintFigures & Record<string, string | number | null>)[];
};

export type PrintLogRow = {
  id: number;
  printType: string;
  templateCode: string | null;
  printMode: string;
  pages: number;
  printCount: number;
  createBy: string | null;
  /** Who printed, by nick name. */
  createByName: string | null;
  createTime: string;
};

/** Y: direct PDF; anything else (N, or no such parameter): the preview. */
export async function printsPdfDirectly(): Promise<boolean> {
  const config = await get<{ configValue: string } | null>(
    `/wms-biz/config/select/key/${PREVIEW_CONFIG_KEY}`,
  );
  return config?.configValue === 'Y';
}

const DATA_PATH: Record<PrintKind, string> = {
  goods: '/shipment/shipment/goodsPrintNew',
  shipment: '/shipment/shipment/shipmentPrintNew',
  crossDock: '/shipment/shipment/goodsXcPrint',
};
export const PDF_PATH: Record<PrintKind, string> = {
  goods: '/shipment/shipment/goodsPrint',
  shipment: '/shipment/shipment/shipmentPrint',
  crossDock: '/shipment/shipment/goodsXcPrintPdf',
};

export const fetchPrintData = <T>(kind: PrintKind, ids: string[]) =>
  get<{ templateCode: string; list: T[] }>(DATA_PATH[kind], { ids: ids.join(',') });

/**
 * Fetches a PDF and prints it. An answer that parses as JSON is an error envelope (e.g.
 * 'template not found'): its message is shown and the call rejected.
 */
export async function printPdf(kind: PrintKind, ids: string[], fallbackError: string): Promise<void> {
  const response = await http.post<Blob>(PDF_PATH[kind], { ids }, { responseType: 'blob' });
  const blob = response.data;
  const head = await blob.slice(0, 5).text();
  if (head !== '%PDF-') {
    let msg = fallbackError;
    let code: number | undefined;
    try {
      const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
      msg = body.msg || fallbackError;
      code = body.code;
    } catch {
      // Not JSON either: an unreadable answer.
    }
    void message.error(msg);
    throw new RequestError(msg, code, response.status);
  }
  printPdfBlob(new Blob([blob], { type: 'application/pdf' }));
}

/**
 * Direct print (is_preview_print_task Y): the PDF goes into a hidden frame whose print() starts 3 s after
 * the frame is ready. Where the browser cannot print a PDF frame, it opens instead.
 */
function printPdfBlob(blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.dataset.testid = 'pdf-print-frame';
  frame.onload = () => {
    window.setTimeout(() => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        window.open(href, '_blank');
      }
    }, PRINT_START_DELAY_MS);
  };
  frame.src = href;
  document.body.appendChild(frame);
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(href);
  }, 120_000);
}

export const recordPrint = (ids: string[], printType: PrintKind, pages: number) =>
  post<{ count: number }>('/shipment/shipment/printRecord', { ids, printType, pages });

export const fetchPrintLog = (uuid: string) => get<PrintLogRow[]>(`/shipment/shipment/printLog/${uuid}`);
