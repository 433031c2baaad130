import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/datetime';
import { fetchPrintLog, type PrintLogRow } from './api';

/** The prints of one shipment: what, how, by whom, when, and the print count it reached. */
export function PrintLogModal(props: {
  shipment: { uuid: string; shipmentCode: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['shipment-print-log', props.shipment.uuid],
    queryFn: () => fetchPrintLog(props.shipment.uuid),
  });
  return (
    <Modal
      open
      width={860}
      footer={null}
      title={`${t('shipmentPrint.log')} ${props.shipment.shipmentCode}`}
      onCancel={props.onClose}
    >
      <Table<PrintLogRow>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        data-testid="print-log"
        columns={[
          {
            title: t('shipmentPrint.logType'),
            dataIndex: 'printType',
            render: (v: string) => t(`shipmentPrint.type.${v}`, { defaultValue: v }),
          },
          {
            title: t('shipmentPrint.logMode'),
            dataIndex: 'printMode',
            render: (v: string) => t(`shipmentPrint.mode.${v}`, { defaultValue: v }),
          },
          { title: t('shipmentPrint.logTemplate'), dataIndex: 'templateCode' },
          { title: t('shipmentPrint.logPages'), dataIndex: 'pages' },
          { title: t('shipmentPrint.logCount'), dataIndex: 'printCount' },
          {
            title: t('shipmentPrint.logBy'),
            dataIndex: 'createByName',
            render: (_: unknown, r: PrintLogRow) => r.createByName ?? r.createBy ?? '-',
          },
          {
            title: t('shipmentPrint.logTime'),
            dataIndex: 'createTime',
            render: (v: string) => formatDateTime(v),
          },
        ]}
      />
    </Modal>
  );
}
