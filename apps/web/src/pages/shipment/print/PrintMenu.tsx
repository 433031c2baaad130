import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ApiPermissionKey } from '@tms/domain';
import { Button, Dropdown, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';
import { type PrintKind, printPdf, printsPdfDirectly } from './api';
import { PrintLogModal } from './PrintLogModal';
import { PrintPreview } from './PrintPreview';

export const SHIPMENT_PRINT_PERM = 'shipment:shipment:print' satisfies ApiPermissionKey;
type Picked = { uuid: string; shipmentCode: string };

/**
 * The shipment list's Print button: goods delivery note, shipment print, cross-dock table, and the print
 * log of one shipment. The parameter is_preview_print_task decides between the PDF (Y) and the preview (N).
 */
export function PrintMenu(props: { selected: Picked[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PrintKind | null>(null);
  const [logOf, setLogOf] = useState<Picked | null>(null);
  const ids = props.selected.map((s) => s.uuid);

  const run = async (key: string) => {
    if (key === 'log') {
      if (props.selected.length !== 1) {
        void message.warning(t('shipmentPrint.selectOne'));
        return;
      }
      setLogOf(props.selected[0] ?? null);
      return;
    }
    if (ids.length === 0) {
      void message.warning(t('shipmentPrint.selectFirst'));
      return;
    }
    const kind = key as PrintKind;
    setBusy(true);
    try {
      if (await printsPdfDirectly()) await printPdf(kind, ids, t('shipmentPrint.pdfFailed'));
      else setPreview(kind);
    } catch {
      // The message is already shown (request layer or printPdf).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Access perm={SHIPMENT_PRINT_PERM}>
      <Dropdown
        menu={{
          items: [
            { key: 'goods', label: t('shipmentPrint.goods') },
            { key: 'shipment', label: t('shipmentPrint.shipment') },
            { key: 'crossDock', label: t('shipmentPrint.crossDock') },
            { type: 'divider' },
            { key: 'log', label: t('shipmentPrint.log') },
          ],
          onClick: ({ key }) => void run(key),
        }}
      >
        <Button loading={busy} icon={<PrinterOutlined />} data-testid="shipment-print">
          {t('shipmentPrint.button')} <DownOutlined />
        </Button>
      </Dropdown>
      {preview ? <PrintPreview kind={preview} ids={ids} onClose={() => setPreview(null)} /> : null}
      {logOf ? <PrintLogModal shipment={logOf} onClose={() => setLogOf(null)} /> : null}
    </Access>
  );
}
