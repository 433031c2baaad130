import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ConfirmAction,
  ConfirmButton,
  CrudTable,
  createTimeColumn,
  DeleteAction,
  dateTimeColumn,
  LinkAction,
  optionColumn,
  RowActions,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { batchSend, type DraftDetail, type DraftRow, deleteDrafts, getDraft, listDrafts } from '../api';
import { ComposeModal } from '../components/ComposeModal';
import { useSend } from '../components/useSend';

/** 草稿箱: the caller's unsent messages; write a new one, change, send or delete drafts. */
export default function DraftBoxPage() {
  const { t } = useTranslation();
  const list = useCrudList<DraftRow, string, DraftDetail>((row) => row.id, deleteDrafts);
  const types = dictValueEnum(useDict('message_type'));
  const edit = async (row: DraftRow) => list.form.show(await getDraft(row.id));
  const sendWith = useSend();
  const send = (ids: string[]) => sendWith(() => batchSend(ids), list.reloadUnchecked);

  const columns: ProColumns<DraftRow>[] = [
    { title: t('messageBox.type'), dataIndex: 'type', width: 120, valueType: 'select', valueEnum: types },
    {
      title: t('messageBox.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, row) => <Typography.Link onClick={() => void edit(row)}>{row.title}</Typography.Link>,
    },
    {
      title: t('messageBox.recipients'),
      dataIndex: 'recipients',
      width: 260,
      search: false,
      render: (_, row) =>
        t('messageBox.chosen', {
          users: row.recipients.userIds.length,
          centers: row.recipients.centerIds.length,
          roles: row.recipients.roleIds.length,
        }),
    },
    {
      title: t('messageBox.attachmentCount'),
      dataIndex: 'attachmentCount',
      width: 90,
      search: false,
      align: 'right',
    },
    createTimeColumn<DraftRow>(t, 'messageBox.createTime'),
    dateTimeColumn<DraftRow, 'updateTime'>(t('messageBox.updateTime'), 'updateTime'),
    {
      title: t('messageBox.createTime'),
      dataIndex: 'createRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
    },
    optionColumn(t, 160, (row) => (
      <RowActions>
        <LinkAction perm="message:draftBox:add" onClick={() => void edit(row)}>
          {t('action.edit')}
        </LinkAction>
        <ConfirmAction
          perm="message:draftBox:send"
          title={t('messageBox.sendConfirm')}
          onConfirm={() => send([row.id])}
        >
          {t('messageBox.send')}
        </ConfirmAction>
        <DeleteAction perm="message:draftBox:remove" onConfirm={() => list.remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="message:draftBox"
        fetch={listDrafts}
        modular="message-draft-box"
        rowKey="id"
        headerTitle={t('messageBox.draftBox.heading')}
        columns={columns}
        scroll={{ x: 1100 }}
        tools={[
          <ConfirmButton
            key="send"
            perm="message:draftBox:send"
            title={t('messageBox.sendTickedConfirm', { count: list.selection.keys.length })}
            disabled={!list.selection.keys.length}
            onConfirm={() => send(list.selection.keys)}
          >
            {t('messageBox.sendTicked')}
          </ConfirmButton>,
        ]}
      />
      <ComposeModal {...list.form.props} onDone={list.reload} />
    </>
  );
}
