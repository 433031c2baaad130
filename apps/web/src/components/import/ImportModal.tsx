import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@tms/domain';
import { Alert, App, Button, Modal, Progress, Space, Spin, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportStage, importStage, newImportId, type ServerImportProgress } from './import-stage';
import { type ImportResult, type ImportRowError, importProgress, uploadImport } from './upload-import';

const ALLOWED = /\.(xlsx?|XLSX?)$/;
/** How often a sent file's reading progress is asked for. */
const PROGRESS_POLL_MS = 1_000;

type Props = {
  open: boolean;
  title: string;
  /** The importData call (multipart), e.g. /system/station/importData. */
  url: string;
  downloadTemplate: () => Promise<void>;
  /** The translated label of a field key in the error report. */
  fieldLabel: (field: string) => string;
  onClose: () => void;
  onDone: () => void;
  /** Tests may replace the upload. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<ImportResult>;
};

/**
 * Import from xls/xlsx (at most 5 MB) for any area: template download, progress (the upload, then the
 * server reading the rows, then checking and saving them), and a file with any bad row refused whole with
 * its rows listed (row, field, message).
 */
export function ImportModal({
  open,
  title,
  url,
  downloadTemplate,
  fieldLabel,
  onClose,
  onDone,
  upload,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [server, setServer] = useState<ServerImportProgress | null>(null);
  const uploaded = progress === 100;

  // Once the file is sent, the server reads it off its event loop; ask how far it has got until it answers.
  useEffect(() => {
    if (!importId || !uploaded) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      importProgress(importId)
        .then((p) => {
          if (!stopped) setServer(p);
        })
        .catch(() => {
          stopped = true;
          window.clearInterval(timer);
        });
    }, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [importId, uploaded]);

  const close = () => {
    setFile(null);
    setErrors([]);
    setProgress(null);
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setProgress(0);
    setServer(null);
    const id = upload ? null : newImportId();
    setImportId(id);
    try {
      const send =
        upload ??
        ((picked: File, onProgress: (p: number) => void) =>
          uploadImport(url, picked, onProgress, id ?? undefined));
      const result = await send(file, setProgress);
      if (result.ok) {
        void message.success(result.msg || t('identity.done'));
        onDone();
        close();
      } else {
        setErrors(result.errors);
      }
    } finally {
      setBusy(false);
      setProgress(null);
      setImportId(null);
      setServer(null);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={errors.length ? 760 : 520}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t('import.downloadTemplate')}
          </Button>
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
            {t('import.importStart')}
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
          if (!ALLOWED.test(picked.name)) void message.error(t('import.importBadType'));
          else if (picked.size > IMPORT_MAX_BYTES) void message.error(t('import.importTooLarge'));
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
        <p className="ant-upload-text">{t('import.importDrag')}</p>
        <Typography.Text type="secondary">{t('import.importHint')}</Typography.Text>
      </Upload.Dragger>
      {progress !== null && <ImportProgressBar stage={importStage(progress, server)} />}
      {errors.length > 0 && (
        <>
          <Alert type="error" showIcon style={{ margin: '16px 0 8px' }} message={t('import.importErrors')} />
          <Table<ImportRowError>
            size="small"
            rowKey={(e) => `${e.row}-${e.field}`}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('import.importRow'), dataIndex: 'row', width: 80 },
              {
                title: t('import.importField'),
                dataIndex: 'field',
                width: 180,
                render: (field: string) => fieldLabel(field),
              },
              { title: t('import.importMessage'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

function ImportProgressBar({ stage }: { stage: ImportStage }) {
  const { t } = useTranslation();
  const caption = <Typography.Text type="secondary">{t(stage.key, stage.params)}</Typography.Text>;
  if (stage.percent === null) {
    return (
      <Space style={{ marginTop: 12 }}>
        <Spin size="small" />
        {caption}
      </Space>
    );
  }
  return (
    <div style={{ marginTop: 12 }}>
      <Progress percent={stage.percent} status="active" />
      {caption}
    </div>
  );
}
