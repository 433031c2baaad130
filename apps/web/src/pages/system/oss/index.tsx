import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilesTab } from './components/FilesTab';
import { StorageConfigTab } from './components/StorageConfigTab';

/** 文件存储: uploaded files, and the storage configuration (local disk, or an S3-compatible store). */
export default function OssPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'files', label: t('ref.oss.files'), children: <FilesTab /> },
          { key: 'config', label: t('ref.oss.storageConfig'), children: <StorageConfigTab /> },
        ]}
      />
    </Card>
  );
}
