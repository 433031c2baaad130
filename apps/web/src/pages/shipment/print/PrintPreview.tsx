import { useQuery } from '@tanstack/react-query';
import { PRINT_START_DELAY_MS } from '@tms/domain';
import { Alert, Button, Modal, message, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPrintData, type GoodsNote, type PrintKind, recordPrint, type ShipmentSheet } from './api';
import { GoodsNotePages } from './GoodsNotePages';
import { PRINT_CSS } from './print-css';
import { SheetPages } from './SheetPages';

/**
 * The print preview (is_preview_print_task N): the form's A4 pages as they will print. "Print" copies them
 * into a hidden frame and calls print() on it 3 s after the frame is ready; the print is then logged.
 */
export function PrintPreview(props: { kind: PrintKind; ids: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const pagesRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [printing, setPrinting] = useState(false);
  const query = useQuery({
    queryKey: ['shipment-print', props.kind, props.ids],
    queryFn: () => fetchPrintData<GoodsNote | ShipmentSheet>(props.kind, props.ids),
    retry: false,
    gcTime: 0,
  });

  const print = () => {
    const frame = frameRef.current;
    const pages = pagesRef.current;
    if (!frame || !pages) return;
    setPrinting(true);
    const pageCount = pages.querySelectorAll('.tms-print-page').length;
    frame.onload = () => {
      window.setTimeout(() => {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        setPrinting(false);
        recordPrint(props.ids, props.kind, pageCount)
          .then((res) => void message.success(res.msg))
          .catch(() => undefined);
      }, PRINT_START_DELAY_MS);
    };
    frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><title>TMS</title><style>${PRINT_CSS}</style></head><body>${pages.innerHTML}</body></html>`;
  };

  const data = query.data?.list ?? [];
  return (
    <Modal
      open
      width="80%"
      title={t(`shipmentPrint.${props.kind}`)}
      onCancel={props.onClose}
      footer={[
        <Button key="close" onClick={props.onClose}>
          {t('shipmentPrint.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          loading={printing}
          disabled={!query.data || data.length === 0}
          onClick={print}
          data-testid="print-start"
        >
          {printing ? t('shipmentPrint.starting') : t('shipmentPrint.print')}
        </Button>,
      ]}
      styles={{ body: { background: '#f0f2f5', maxHeight: '75vh', overflow: 'auto', padding: 12 } }}
    >
      <style>{PRINT_CSS}</style>
      {query.isLoading ? <Spin /> : null}
      {query.isError ? <Alert type="error" showIcon message={(query.error as Error).message} /> : null}
      {query.data && data.length === 0 ? <Alert type="info" message={t('shipmentPrint.empty')} /> : null}
      <div ref={pagesRef} data-testid="print-preview">
        {props.kind === 'goods' ? (
          <GoodsNotePages notes={data as GoodsNote[]} />
        ) : (
          <SheetPages sheets={data as ShipmentSheet[]} kind={props.kind} />
        )}
      </div>
      <iframe
        ref={frameRef}
        title={t('shipmentPrint.frame')}
        style={{ position: 'absolute', width: 0, height: 0, border: 0 }}
      />
    </Modal>
  );
}
