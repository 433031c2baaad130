import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@tms/domain';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTemplate, importUsers } from '../api';
import type { ImportRowError } from '../types';

const ALLOWED = /\.(xlsx?|XLSX?)$/;

/** Import users from xls/xlsx (at most 5 MB): a file with any bad row is refused whole, rows listed. */
export function ImportModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setErrors([]);
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importUsers(file);
      if (result.ok) {
        void message.success(result.msg || t('identity.done'));
        onDone();
        close();
      } else {
        setErrors(result.errors);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('sysUser.import')}
      open={open}
      width={errors.length ? 760 : 520}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t('sysUser.downloadTemplate')}
          </Button>
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
            {t('sysUser.importStart')}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
        onRemove={() => {
          setFile(null);
          setErrors([]);
        }}
        beforeUpload={(picked) => {
          if (!ALLOWED.test(picked.name)) void message.error(t('sysUser.importBadType'));
          else if (picked.size > IMPORT_MAX_BYTES) void message.error(t('sysUser.importTooLarge'));
          else {
            setFile(picked);
            setErrors([]);
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('sysUser.importDrag')}</p>
        <Typography.Text type="secondary">{t('sysUser.importHint')}</Typography.Text>
      </Upload.Dragger>
      {errors.length > 0 && (
        <>
          <Alert type="error" showIcon style={{ margin: '16px 0 8px' }} message={t('sysUser.importErrors')} />
          <Table<ImportRowError>
            size="small"
            rowKey={(e) => `${e.row}-${e.field}`}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('sysUser.importRow'), dataIndex: 'row', width: 80 },
              {
                title: t('sysUser.importField'),
                dataIndex: 'field',
                width: 180,
                render: (field: string) => t(`system.user.column.${field}`, { defaultValue: field }),
              },
              { title: t('sysUser.importMessage'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
