import { ModalForm, ProForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_TITLE_MAX } from '@tms/domain';
import { Button, TreeSelect, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule, useMutate } from '../../../components/crud';
import { useDict } from '../../../core/dicts';
import {
  type ComposeBody,
  type DraftDetail,
  pickerCenters,
  pickerRoles,
  saveDraft,
  sendMessage,
} from '../api';
import { htmlToText, textToHtml } from '../body-text';
import { recipientsFromTree, recipientTree, treeFromRecipients } from '../recipients';
import { useSend } from './useSend';

type Values = { type: string; title: string; tree: string[]; roleIds: string[]; body: string };

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
 * list) and a plain-text body. "Save draft" keeps it in the draft box, "Send" sends it; the server
 * checks both and its refusal is shown by the request layer. A draft's attachments are kept as they are.
 */
export function ComposeModal({ open, record, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const sendWith = useSend();
  const types = useDict('message_type');
  const sending = useRef(false);
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
      body: textToHtml(values.body ?? ''),
      attachmentIds: record?.attachments.map((a) => a.id) ?? [],
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
              body: htmlToText(record.body),
            }
          : { tree: [], roleIds: [] }
      }
      onFinish={submit}
      submitter={{
        render: (props) => [
          <Button key="cancel" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>,
          <Button
            key="draft"
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
      <ProFormTextArea name="body" label={t('messageBox.body')} fieldProps={{ rows: 8 }} />
      {record && record.attachments.length > 0 && (
        <Typography.Text type="secondary">
          {t('messageBox.keptAttachments', { count: record.attachments.length })}
        </Typography.Text>
      )}
    </ModalForm>
  );
}
