import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Image, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../app/datetime';
import { download } from '../../../../app/request';
import { Access } from '../../../../components/Access';
import { TmsTable } from '../../../../components/TmsTable';
import type { TableParams } from '../../reference-shared/table';
import { useMutate } from '../../reference-shared/useMutate';
import { fetchOssBlob, listOssFiles, removeOssFiles } from '../api';
import type { OssFile } from '../types';
import { formatBytes, isImage } from './format';
import { UploadButton } from './UploadButton';

/** The stored files: upload, preview images, download, remove. */
export function FilesTab() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reload = () => actionRef.current?.reload();
  const remove = (ids: number[]) =>
    mutate(
      () => removeOssFiles(ids),
      () => {
        setSelected([]);
        reload();
      },
    );
  const showPreview = async (row: OssFile) => setPreview(URL.createObjectURL(await fetchOssBlob(row.id)));

  const columns: ProColumns<OssFile>[] = [
    {
      title: t('ref.oss.originalName'),
      dataIndex: 'originalName',
      ellipsis: true,
      render: (_, row) =>
        isImage(row.contentType) ? (
          <Button type="link" size="small" onClick={() => void showPreview(row)} style={{ padding: 0 }}>
            {row.originalName}
          </Button>
        ) : (
          row.originalName
        ),
    },
    {
      title: t('ref.oss.fileSuffix'),
      dataIndex: 'fileSuffix',
      width: 90,
      render: (_, r) => <Tag>{r.fileSuffix}</Tag>,
    },
    {
      title: t('ref.oss.size'),
      dataIndex: 'size',
      width: 100,
      search: false,
      render: (_, r) => formatBytes(r.size),
    },
    { title: t('ref.oss.contentType'), dataIndex: 'contentType', width: 160, search: false, ellipsis: true },
    { title: t('ref.oss.service'), dataIndex: 'service', width: 100 },
    { title: t('ref.oss.createBy'), dataIndex: 'createBy', width: 120 },
    {
      title: t('ref.oss.uploadTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          {isImage(row.contentType) && (
            <Button type="link" size="small" onClick={() => void showPreview(row)}>
              {t('ref.oss.preview')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            onClick={() =>
              void download(`/system/oss/download/${row.id}`, { method: 'get', fileName: row.originalName })
            }
          >
            {t('ref.oss.download')}
          </Button>
          <Access perm="system:oss:remove">
            <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.id])}>
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TmsTable<OssFile, TableParams>
        modular="system-oss"
        actionRef={actionRef}
        columns={columns}
        request={listOssFiles}
        scroll={{ x: 1100 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        toolBarRender={() => [
          <Access key="upload" perm="system:oss:add">
            <UploadButton onUploaded={reload} />
          </Access>,
          <Access key="remove" perm="system:oss:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => remove(selected)}
              disabled={!selected.length}
            >
              <Button danger disabled={!selected.length}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>,
        ]}
      />
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
