import { ModalForm, ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { interpolate, MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@tms/domain';
import { Button, Skeleton, TreeSelect } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule, useMutate } from '../../../components/crud';
import { useDict } from '../../../core/dicts';
import {
  type Attachment,
  type ComposeBody,
  type DraftDetail,
  pickerCenters,
  pickerRoles,
  saveDraft,
  sendMessage,
} from '../api';
import { isBodyTooLong } from '../body-html';
import { recipientsFromTree, recipientTree, treeFromRecipients } from '../recipients';
import { AttachmentsField } from './AttachmentsField';
import { useSend } from './useSend';

// The editor is a large library that only this modal uses: it loads when the modal first opens.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The body field: the form hands its value to the lazily loaded editor once it has arrived. */
function BodyEditor(props: {
  id?: string;
  ariaLabel?: string;
  value?: string;
  onChange?: (html: string) => void;
}) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

type Values = {
  type: string;
  title: string;
  tree: string[];
  roleIds: string[];
  /** HTML from the editor; '' when empty. */
  body: string;
  attachments: Attachment[];
};

type Props = {
  open: boolean;
  /** The draft to change; null for a new message. */
  record: DraftDetail | null;
  onOpenChange: (open: boolean) => void;
  /** After a save or a send: the list reloads. */
  onDone: () => void;
};

/**
 * Writes a message: type, title, recipients (dispatch centers and their users in one tree, roles in a
 * list), a rich text body and attachments uploaded to the file store. "Save draft" keeps it in the draft
 * box, "Send" sends it; the form checks the body's length and each file as the server would, the server
 * checks everything again and its refusal is shown by the request layer.
 */
export function ComposeModal({ open, record, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const sendWith = useSend();
  const types = useDict('message_type');
  const sending = useRef(false);
  const [uploading, setUploading] = useState(false);
  const centers = useQuery({
    queryKey: ['message', 'picker', 'centers'],
    queryFn: pickerCenters,
    enabled: open,
  });
  const roles = useQuery({ queryKey: ['message', 'picker', 'roles'], queryFn: pickerRoles, enabled: open });
  const treeData = useMemo(() => recipientTree(centers.data ?? []), [centers.data]);
  const chosen = useMemo(
    () => (record ? treeFromRecipients(record.recipients, centers.data ?? []) : { values: [], kept: [] }),
    [record, centers.data],
  );

  const submit = async (values: Values) => {
    const body: ComposeBody = {
      ...(record ? { id: record.id } : {}),
      type: values.type,
      title: values.title,
      body: values.body ?? '',
      attachmentIds: (values.attachments ?? []).map((a) => a.id),
      ...recipientsFromTree(values.tree ?? [], chosen.kept),
      roleIds: values.roleIds ?? [],
    };
    const done = () => {
      onOpenChange(false);
      onDone();
    };
    return sending.current ? sendWith(() => sendMessage(body), done) : mutate(() => saveDraft(body), done);
  };

  return (
    <ModalForm<Values>
      // The recipients tree needs the centers before the draft's choices can be shown in it.
      key={`${record?.id ?? 'new'}-${centers.isPending ? 'wait' : 'ready'}`}
      name="messageCompose"
      title={record ? t('messageBox.edit') : t('messageBox.new')}
      open={open && !centers.isPending}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      width={720}
      initialValues={
        record
          ? {
              type: record.type,
              title: record.title,
              tree: chosen.values,
              roleIds: record.recipients.roleIds,
              body: record.body,
              attachments: record.attachments,
            }
          : { tree: [], roleIds: [], body: '', attachments: [] }
      }
      onFinish={submit}
      submitter={{
        render: (props) => [
          <Button key="cancel" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>,
          <Button
            key="draft"
            disabled={uploading}
            onClick={() => {
              sending.current = false;
              props.submit();
            }}
          >
            {t('messageBox.saveDraft')}
          </Button>,
          <Button
            key="send"
            type="primary"
            disabled={uploading}
            onClick={() => {
              sending.current = true;
              props.submit();
            }}
          >
            {t('messageBox.send')}
          </Button>,
        ],
      }}
    >
      <ProFormSelect
        name="type"
        label={t('messageBox.type')}
        rules={[requiredRule(t)]}
        options={types.map((e) => ({ label: e.dictLabel, value: e.dictValue }))}
      />
      <ProFormText
        name="title"
        label={t('messageBox.title')}
        rules={[requiredRule(t)]}
        fieldProps={{ maxLength: MESSAGE_TITLE_MAX, showCount: true }}
      />
      <ProForm.Item name="tree" label={t('messageBox.users')} tooltip={t('messageBox.usersHint')}>
        <TreeSelect
          treeData={treeData}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          showSearch
          treeNodeFilterProp="title"
          allowClear
          maxTagCount="responsive"
          loading={centers.isFetching}
        />
      </ProForm.Item>
      <ProFormSelect
        name="roleIds"
        label={t('messageBox.roles')}
        mode="multiple"
        allowClear
        fieldProps={{ loading: roles.isFetching, optionFilterProp: 'label' }}
        options={(roles.data ?? []).map((r) => ({ label: r.roleName, value: r.id }))}
      />
      <ProForm.Item
        name="body"
        label={t('messageBox.body')}
        rules={[
          {
            validator: (_: unknown, html: string | undefined) =>
              isBodyTooLong(html ?? '')
                ? Promise.reject(new Error(interpolate(t('message.bodyTooLong'), { max: MESSAGE_BODY_MAX })))
                : Promise.resolve(),
          },
        ]}
      >
        <BodyEditor ariaLabel={t('messageBox.body')} />
      </ProForm.Item>
      <ProForm.Item name="attachments" label={t('messageBox.attachments')}>
        <AttachmentsField onUploadingChange={setUploading} />
      </ProForm.Item>
    </ModalForm>
  );
}
