import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_MAX_BYTES } from '@tms/domain';
import { App, Button, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadOssFile } from '../api';
import type { UploadCategory } from '../types';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp';
const FILE_ACCEPT = `${IMAGE_ACCEPT},.pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip,.apk,.ipa,.mp4`;

/** Category picker and upload button; the server checks type and size again. */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [category, setCategory] = useState<UploadCategory>('image');
  const [busy, setBusy] = useState(false);
  return (
    <Space.Compact>
      <Select<UploadCategory>
        value={category}
        onChange={setCategory}
        style={{ width: 120 }}
        options={[
          { value: 'image', label: t('ref.oss.categoryImage') },
          { value: 'file', label: t('ref.oss.categoryFile') },
        ]}
      />
      <Upload
        accept={category === 'image' ? IMAGE_ACCEPT : FILE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > IMAGE_MAX_BYTES) {
            void message.error(t('ref.oss.tooLarge'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const env = await uploadOssFile(file as File, category);
            void message.success(env.msg || t('common.success'));
            onSuccess?.(env.data);
            onUploaded();
          } catch (err) {
            onError?.(err as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={busy}>
          {t('ref.oss.upload')}
        </Button>
      </Upload>
    </Space.Compact>
  );
}
