import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import type { EpodWaybill } from '@tms/contract';
import {
  type ApiPermissionKey,
  EPOD_IMAGE_MAX,
  epodImageDeleteProblem,
  epodImageProblem,
  interpolate,
} from '@tms/domain';
import { App, Button, Image, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../../components/crud';
import { usePermissions } from '../../../../core/current-user';
import { deleteEpodImage, epodImageUrl, uploadEpodImage } from './epod-api';

const EDIT_PERM = 'shipment:epod:edit' satisfies ApiPermissionKey;

/** The check's message key on this screen (the server answers the same refusals in its own words). */
const CHECK_KEYS = {
  'epod.audited': 'epodView.check.audited',
  'epod.client.imageReturnDisabled': 'epodView.imageReturnOff',
  'epod.image.tooMany': 'epodView.check.tooMany',
  'epod.image.tooLarge': 'epodView.check.tooLarge',
  'epod.image.imagesOnly': 'epodView.check.imagesOnly',
} as const;

/**
 * A receipt's photos: thumbnails, upload (checked here with the domain's rules before sending: images
 * only, 20 MB, five per receipt, the client's image return) and delete, which an audited receipt refuses
 * and a recorded one refuses for its last photo when the client takes photos back (a photo is required).
 */
export function EpodImages({
  shipmentId,
  waybill,
  onChanged,
}: {
  shipmentId: string;
  waybill: EpodWaybill;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = usePermissions();
  const mutate = useMutate();
  const [uploading, setUploading] = useState(false);
  const code = waybill.waybillCode;
  const audited = waybill.status === 'A';
  const mayEdit = can(EDIT_PERM) && !audited;
  const imageReturn = waybill.imageReturn === 'Y';
  const urls = useQueries({
    queries: waybill.images.map((image) => ({
      queryKey: ['epod-image', image.ossId],
      queryFn: () => epodImageUrl(image.ossId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 10 * 60_000,
    })),
  });

  const deleteProblem = epodImageDeleteProblem({
    status: waybill.status,
    imageReturn,
    images: waybill.images.length,
  });
  const deleteRefusal = deleteProblem ? interpolate(t(deleteProblem.key), {}) : undefined;
  const refused = (file: File): string | null => {
    const problem = epodImageProblem({
      status: waybill.status,
      imageReturn,
      existing: waybill.images.length,
      fileName: file.name,
      size: file.size,
    });
    if (!problem) return null;
    return t(CHECK_KEYS[problem.key], 'params' in problem ? problem.params : undefined);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`epod-images-${code}`}>
      <Space wrap>
        {waybill.images.map((image, i) => (
          <Space key={image.id} direction="vertical" size={2} align="center">
            <Image
              width={88}
              height={88}
              style={{ objectFit: 'cover' }}
              src={urls[i]?.data}
              alt={image.originalName}
              data-testid={`epod-image-${image.id}`}
            />
            {can(EDIT_PERM) && (
              <Popconfirm
                title={t('epodView.deleteConfirm', { name: image.originalName })}
                disabled={deleteProblem !== null}
                onConfirm={() => mutate(() => deleteEpodImage(image.id), onChanged)}
              >
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  title={deleteRefusal}
                  disabled={deleteProblem !== null}
                  data-testid={`epod-image-delete-${image.id}`}
                >
                  {t('epodView.deleteImage')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ))}
      </Space>
      {mayEdit &&
        (imageReturn ? (
          <Space>
            <Upload
              accept="image/*"
              showUploadList={false}
              beforeUpload={(file) => {
                const why = refused(file);
                if (why) {
                  void message.error(why);
                  return Upload.LIST_IGNORE;
                }
                return true;
              }}
              customRequest={async ({ file, onSuccess, onError }) => {
                setUploading(true);
                const ok = await mutate(
                  () => uploadEpodImage(shipmentId, waybill.waybillId, file as File),
                  onChanged,
                );
                setUploading(false);
                if (ok) onSuccess?.({});
                else onError?.(new Error('upload failed'));
              }}
            >
              <Button
                icon={<UploadOutlined />}
                loading={uploading}
                disabled={waybill.images.length >= EPOD_IMAGE_MAX}
                data-testid={`epod-upload-${code}`}
              >
                {t('epodView.upload')}
              </Button>
            </Upload>
            <Typography.Text
              type={waybill.images.length === 0 ? 'warning' : 'secondary'}
              data-testid={`epod-image-hint-${code}`}
            >
              {t('epodView.imageRequiredHint', { max: EPOD_IMAGE_MAX })}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary" data-testid={`epod-image-off-${code}`}>
            {t('epodView.imageReturnOff')}
          </Typography.Text>
        ))}
    </Space>
  );
}
