import { UploadOutlined } from '@ant-design/icons';
import { interpolate, MESSAGE_ATTACHMENT_MAX } from '@tms/domain';
import { App, Button, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../core/current-user';
import { download } from '../../../core/request';
import { type Attachment, uploadAttachment } from '../api';
import {
  ATTACHMENT_MAX_SIZE_TEXT,
  acceptFor,
  attachmentCategory,
  attachmentProblem,
  sizeText,
  suffixesFor,
} from '../attachments';

type Props = {
  value?: Attachment[];
  onChange?: (next: Attachment[]) => void;
  /** Told when uploads start and end: a message saved meanwhile would lose the files still on their way. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * A message's attachments as a form field: each picked file is checked (room left, type, size) and
 * uploaded to the file store at once; the value is the stored files, which the message sends as ids.
 * Removing one only takes it off the message; the stored file stays in the file store.
 */
export function AttachmentsField({ value = [], onChange, onUploadingChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = usePermissions();
  // Whoever writes messages attaches documents too (the server lets the compose permission upload them).
  const category = attachmentCategory(can('system:oss:add') || can('message:draftBox:add'));
  // Several files upload at once: each completion adds to the latest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const uploadingCount = useRef(0);
  uploadingCount.current = uploading.length;
  const busy = uploading.length > 0;
  useEffect(() => onUploadingChange?.(busy), [busy, onUploadingChange]);
  // Closing the modal mid-upload drops the field: the form must not stay locked for the next message.
  useEffect(() => () => onUploadingChange?.(false), [onUploadingChange]);

  const fileList: UploadFile[] = [
    ...value.map((a): UploadFile => ({ uid: a.id, name: `${a.name} (${sizeText(a.size)})`, status: 'done' })),
    ...uploading,
  ];
  const full = value.length + uploading.length >= MESSAGE_ATTACHMENT_MAX;

  return (
    <>
      <Upload
        multiple
        // Full: the picker stays shut, while the list keeps its remove buttons (a disabled Upload hides them).
        openFileDialogOnClick={!full}
        accept={acceptFor(category)}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          const problem = attachmentProblem({
            file,
            category,
            // The files picked together are checked one by one before any starts uploading.
            already: latest.current.length + uploadingCount.current + batch.indexOf(file),
          });
          if (problem) void message.error(interpolate(t(problem.key), problem.params ?? {}));
          return problem ? Upload.LIST_IGNORE : true;
        }}
        onChange={({ file }) => {
          setUploading((list) => {
            const others = list.filter((f) => f.uid !== file.uid);
            // Done files join the value; failed ones leave the list (the request layer says why).
            return file.status === 'uploading' ? [...others, file] : others;
          });
        }}
        customRequest={async ({ file, onSuccess, onError, onProgress }) => {
          try {
            const stored = await uploadAttachment(file as File, category, (percent) =>
              onProgress?.({ percent }),
            );
            const next = [...latest.current, stored];
            latest.current = next;
            onChange?.(next);
            onSuccess?.(stored);
          } catch (err) {
            onError?.(err as Error);
          }
        }}
        onRemove={(file) => {
          latest.current = latest.current.filter((a) => a.id !== file.uid);
          onChange?.(latest.current);
          return true;
        }}
        onPreview={(file) => {
          const kept = latest.current.find((a) => a.id === file.uid);
          if (kept) void download(`/system/oss/download/${kept.id}`, { method: 'get', fileName: kept.name });
        }}
      >
        <Button icon={<UploadOutlined />} disabled={full}>
          {t('messageBox.attach')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {t('messageBox.attachHint', {
          max: MESSAGE_ATTACHMENT_MAX,
          size: ATTACHMENT_MAX_SIZE_TEXT,
          types: suffixesFor(category).join(', '),
        })}
      </Typography.Text>
    </>
  );
}
