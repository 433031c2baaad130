import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPermissionKey } from '@tms/domain';
import { Button, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../../components/crud';
import { usePermissions } from '../../../../core/current-user';
import { formatDateTime } from '../../../../core/datetime';
import { type Annex, downloadAnnex, listAnnexes, removeAnnexes, uploadAnnex } from './export-api';

const ANNEX_PERM = 'shipment:shipment:annex' satisfies ApiPermissionKey;
const annexKey = (shipmentId: string) => ['shipment', 'annex', shipmentId] as const;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 附件: a shipment's files (GET /shipment/annex/list), with upload and remove for holders of the annex key. */
export function AnnexTab({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const mutate = useMutate();
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const annexes = useQuery({ queryKey: annexKey(shipmentId), queryFn: () => listAnnexes(shipmentId) });
  const refresh = () => void client.invalidateQueries({ queryKey: annexKey(shipmentId) });
  const mayEdit = can(ANNEX_PERM);

  const columns: ColumnsType<Annex> = [
    { title: t('annex.fileName'), dataIndex: 'originalName', ellipsis: true },
    { title: t('annex.size'), dataIndex: 'fileSize', width: 100, render: (v: number) => sizeText(v) },
    { title: t('annex.createBy'), dataIndex: 'createBy', width: 120 },
    {
      title: t('annex.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('action.operation'),
      key: 'option',
      width: 170,
      render: (_, annex) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void downloadAnnex(annex)}
          >
            {t('annex.download')}
          </Button>
          {mayEdit && (
            <Popconfirm
              title={t('annex.removeConfirm', { name: annex.originalName })}
              onConfirm={() => mutate(() => removeAnnexes([annex.id]), refresh)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                {t('annex.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {mayEdit && (
        <Space>
          <Upload
            showUploadList={false}
            customRequest={async ({ file, onSuccess, onError }) => {
              setUploading(true);
              const ok = await mutate(() => uploadAnnex(shipmentId, file as File), refresh);
              setUploading(false);
              if (ok) onSuccess?.({});
              else onError?.(new Error('upload failed'));
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('annex.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('annex.hint')}</Typography.Text>
        </Space>
      )}
      <Table<Annex>
        rowKey="id"
        size="small"
        pagination={false}
        loading={annexes.isLoading}
        columns={columns}
        dataSource={annexes.data ?? []}
        locale={{ emptyText: t('annex.empty') }}
      />
    </Space>
  );
}
