import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Image, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import {
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  LinkAction,
  optionColumn,
  RowActions,
  type TableParams,
  useRemove,
  useSelection,
} from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { download } from '../../../../core/request';
import { fetchOssBlob, listOssFiles, removeOssFiles } from '../api';
import type { OssFile } from '../types';
import { formatBytes, isImage } from './format';
import { UploadButton } from './UploadButton';

/** The stored files: upload, preview images, download, remove. */
export function FilesTab() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection<OssFile>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeOssFiles, reload, selection);
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
    createTimeColumn(t, 'ref.oss.uploadTime'),
    optionColumn(t, 190, (row) => (
      <RowActions>
        {isImage(row.contentType) && (
          <LinkAction onClick={() => void showPreview(row)}>{t('ref.oss.preview')}</LinkAction>
        )}
        <LinkAction
          onClick={() =>
            void download(`/system/oss/download/${row.id}`, { method: 'get', fileName: row.originalName })
          }
        >
          {t('ref.oss.download')}
        </LinkAction>
        <DeleteAction perm="system:oss:remove" onConfirm={() => remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<OssFile, TableParams>
        modular="system-oss"
        actionRef={actionRef}
        columns={columns}
        request={listOssFiles}
        scroll={{ x: 1100 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <Access key="upload" perm="system:oss:add">
            <UploadButton onUploaded={reload} />
          </Access>,
          <BatchDeleteAction key="remove" perm="system:oss:remove" selection={selection} onRemove={remove} />,
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
