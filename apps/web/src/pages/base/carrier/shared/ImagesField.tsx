import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAcceptableImage, uploadImage, useImageUrls } from './images';

type Props = {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Pictures allowed in this field (10 for drivers, 5 for vehicle documents). */
  max: number;
};

/**
 * An image list field: uploads each picture to the file storage (images only, 20 MB) and keeps the
 * stored file ids as the value; shows thumbnails of the pictures already there.
 */
export function ImagesField({ value = [], onChange, max }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const urls = useImageUrls(value);
  // Several files upload at once: each completion adds to the latest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const fileList: UploadFile[] = value.map((id, index) => ({
    uid: id,
    name: id,
    status: 'done',
    url: urls[index],
    thumbUrl: urls[index],
  }));
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      multiple
      fileList={fileList}
      maxCount={max}
      beforeUpload={(file) => {
        const problem = isAcceptableImage(file);
        if (problem === 'type') void message.error(t('fleet.image.onlyImages'));
        if (problem === 'size') void message.error(t('fleet.image.tooLarge'));
        return problem ? Upload.LIST_IGNORE : true;
      }}
      customRequest={async ({ file, onSuccess, onError, onProgress }) => {
        try {
          const env = await uploadImage(file as File, (percent) => onProgress?.({ percent }));
          onSuccess?.(env.data);
          const next = [...latest.current, String(env.data.id)].slice(0, max);
          latest.current = next;
          onChange?.(next);
        } catch (err) {
          onError?.(err as Error);
        }
      }}
      onRemove={(file) => {
        latest.current = latest.current.filter((id) => id !== file.uid);
        onChange?.(latest.current);
        return true;
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      {value.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('fleet.image.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
