import type { ProColumns } from '@ant-design/pro-components';
import { RECEIVE_STATUS } from '@tms/domain';
import { Badge, Button, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  BatchDeleteAction,
  ConfirmButton,
  DeleteAction,
  dateTimeColumn,
  LinkAction,
  optionColumn,
  PermButton,
  RowActions,
  type TableParams,
  useCrudList,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { formatDateTime } from '../../../core/datetime';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { usePush, usePushResync } from '../../../core/push';
import {
  batchRead,
  deleteInbox,
  type InboxDetail,
  type InboxRow,
  listInbox,
  readInbox,
  refreshMessageCounts,
} from '../api';
import { ComposeButton } from '../components/ComposeButton';
import { MessageView } from '../components/MessageView';
import { ReadStateTag } from '../components/ReadStateTag';
import { inboxRouteFilters } from '../route-query';

/**
 * 收件箱: the caller's messages; opening one marks it read; "Write a message" opens the compose.
 * `?type=X&receiveStatus=N` opens it filtered.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromRoute = inboxRouteFilters(search);
  const list = useCrudList((row: InboxRow) => row.id, deleteInbox, { onChange: refreshMessageCounts });
  const types = dictValueEnum(useDict('message_type'));
  const [opened, setOpened] = useState<{ row: InboxRow; detail: InboxDetail | null } | null>(null);
  // A message just received shows at once.
  usePush('message.received', () => list.actionRef.current?.reload());
  usePushResync(() => list.actionRef.current?.reload());

  const open = async (row: InboxRow) => {
    setOpened({ row, detail: null });
    try {
      const detail = await readInbox(row.id);
      setOpened((now) => (now?.row.id === row.id ? { row, detail } : now));
      if (!row.read) {
        list.actionRef.current?.reload();
        refreshMessageCounts();
      }
    } catch {
      // The request layer showed why.
      setOpened(null);
    }
  };

  const markRead = (body: { ids: string[] } | { all: true }) =>
    list.mutate(
      () => batchRead(body),
      () => {
        list.reloadUnchecked();
        refreshMessageCounts();
      },
    );

  const columns: ProColumns<InboxRow>[] = [
    {
      title: t('messageBox.type'),
      dataIndex: 'type',
      width: 120,
      valueType: 'select',
      valueEnum: types,
      initialValue: fromRoute.type,
    },
    {
      title: t('messageBox.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, row) => (
        <Space size={6}>
          {!row.read && <Badge status="processing" />}
          <Typography.Link strong={!row.read} onClick={() => void open(row)}>
            {row.title}
          </Typography.Link>
        </Space>
      ),
    },
    {
      title: t('messageBox.sender'),
      dataIndex: 'senderName',
      width: 140,
      search: false,
      render: (_, row) => (row.system ? <Tag color="blue">{row.senderName}</Tag> : row.senderName),
    },
    dateTimeColumn<InboxRow, 'sendTime'>(t('messageBox.receiveTime'), 'sendTime'),
    {
      title: t('messageBox.readState'),
      dataIndex: 'receiveStatus',
      width: 100,
      valueType: 'select',
      valueEnum: {
        [RECEIVE_STATUS.unread]: { text: t('messageBox.unread') },
        [RECEIVE_STATUS.read]: { text: t('messageBox.read') },
        [RECEIVE_STATUS.all]: { text: t('messageBox.all') },
      },
      initialValue: fromRoute.receiveStatus ?? String(RECEIVE_STATUS.all),
      fieldProps: { allowClear: false },
      render: (_, row) => <ReadStateTag read={row.read} />,
    },
    dateTimeColumn<InboxRow, 'readTime'>(t('messageBox.readTime'), 'readTime'),
    {
      title: t('messageBox.attachmentCount'),
      dataIndex: 'attachmentCount',
      width: 90,
      search: false,
      align: 'right',
    },
    {
      title: t('messageBox.receiveTime'),
      dataIndex: 'sendRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
    },
    optionColumn(t, 130, (row) => (
      <RowActions>
        <LinkAction perm="message:inbox:query" onClick={() => void open(row)}>
          {t('messageBox.open')}
        </LinkAction>
        <DeleteAction perm="message:inbox:remove" onConfirm={() => list.remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<InboxRow, TableParams>
        // A new route query (the header bell) starts a new search with its filters.
        key={search}
        modular="message-inbox"
        rowKey="id"
        headerTitle={t('messageBox.inbox.heading')}
        actionRef={list.actionRef}
        columns={columns}
        scroll={{ x: 1100 }}
        rowSelection={list.selection.rowSelection}
        request={listInbox}
        toolBarRender={() => [
          <ComposeButton key="compose" />,
          <PermButton
            key="read"
            perm="message:inbox:query"
            disabled={!list.selection.keys.length}
            onClick={() => void markRead({ ids: list.selection.keys })}
          >
            {t('messageBox.markRead')}
          </PermButton>,
          <ConfirmButton
            key="readAll"
            perm="message:inbox:query"
            title={t('messageBox.markAllReadConfirm')}
            onConfirm={() => markRead({ all: true })}
          >
            {t('messageBox.markAllRead')}
          </ConfirmButton>,
          <BatchDeleteAction
            key="remove"
            perm="message:inbox:remove"
            selection={list.selection}
            onRemove={list.remove}
          />,
        ]}
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        width={640}
        title={opened?.row.title}
        destroyOnHidden
        extra={
          opened?.detail?.link ? (
            <Button
              type="primary"
              data-testid="message-open-link"
              onClick={() => {
                const link = opened.detail?.link;
                setOpened(null);
                if (link) navigate(link);
              }}
            >
              {t('messageBox.openLink')}
            </Button>
          ) : null
        }
      >
        {opened?.detail ? (
          <MessageView
            type={opened.detail.type}
            body={opened.detail.body}
            attachments={opened.detail.attachments}
            facts={[
              {
                label: t('messageBox.sender'),
                value: opened.detail.system ? (
                  <Tag color="blue">{opened.detail.senderName}</Tag>
                ) : (
                  opened.detail.senderName
                ),
              },
              { label: t('messageBox.sendTime'), value: formatDateTime(opened.detail.sendTime) },
            ]}
          />
        ) : (
          <Skeleton active />
        )}
      </Drawer>
    </>
  );
}
