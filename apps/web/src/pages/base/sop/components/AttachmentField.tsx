import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { OssFile } from '@tms/contract';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../../core/request';

type Props = {
  /** The file-store id (the form's value). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The stored file's name, shown until another is uploaded. */
  name: string | null;
};

/** One optional document for an SOP: uploaded to the file store, kept in the form as its id. */
export function AttachmentField({ value, onChange, name }: Props) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string | null>(name);
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <Upload
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const form = new FormData();
            form.append('file', file as File);
            const answer = await post<OssFile>('/system/oss/upload', form, { params: { category: 'file' } });
            if (answer.code === 0) {
              onChange?.(String(answer.data.id));
              setFileName(answer.data.originalName);
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('baseSop.attachment')}
        </Button>
      </Upload>
      {value && (
        <Typography.Text>
          <PaperClipOutlined /> {fileName ?? value}
        </Typography.Text>
      )}
      {value && (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t('action.delete')}
        </Button>
      )}
    </Space>
  );
}
