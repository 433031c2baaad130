import { DownOutlined } from '@ant-design/icons';
import type { ApiPermissionKey } from '@tms/domain';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { exportShipments, type ShipmentExportKind } from './export-api';

export const SHIPMENT_EXPORT_PERM = 'shipment:shipment:export' satisfies ApiPermissionKey;

/**
 * The shipment list's export button: shipments (exportExcel), goods lines (exportShipGoodExcel) or
 * shipments with stops (exportShipExcel), with the list's filters, the ticked rows and the visible columns.
 */
export function ExportMenu(props: {
  filters: Record<string, unknown>;
  selectedIds: string[];
  columns: string[];
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (kind: ShipmentExportKind) => {
    setBusy(true);
    try {
      await exportShipments(kind, { filters: props.filters, ids: props.selectedIds, columns: props.columns });
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Dropdown
      menu={{
        items: (['shipments', 'goods', 'stops'] as const).map((kind) => ({
          key: kind,
          label: t(`shipmentExport.${kind}`),
        })),
        onClick: ({ key }) => void run(key as ShipmentExportKind),
      }}
    >
      <Button loading={busy} data-testid="shipment-export">
        {t('shipmentExport.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
  return (
    <Access perm={SHIPMENT_EXPORT_PERM}>
      {props.selectedIds.length > 0 ? (
        <Tooltip title={t('shipmentExport.selectedHint', { count: props.selectedIds.length })}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Access>
  );
}
