import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Drawer, Skeleton, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, LinkAction, optionColumn, type TableParams } from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { formatDateTime } from '../../../core/datetime';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { listOutbox, type OutboxDetail, type OutboxRecipient, type OutboxRow, readOutbox } from '../api';
import { ComposeButton } from '../components/ComposeButton';
import { MessageView } from '../components/MessageView';
import { ReadStateTag } from '../components/ReadStateTag';

/**
 * 发件箱: the caller's sent messages with how many received and read them; one opens with its readers;
 * "Write a message" opens the compose.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(null);
  const types = dictValueEnum(useDict('message_type'));
  const [opened, setOpened] = useState<{ row: OutboxRow; detail: OutboxDetail | null } | null>(null);

  const open = async (row: OutboxRow) => {
    setOpened({ row, detail: null });
    try {
      const detail = await readOutbox(row.id);
      setOpened((now) => (now?.row.id === row.id ? { row, detail } : now));
    } catch {
      // The request layer showed why.
      setOpened(null);
    }
  };

  const columns: ProColumns<OutboxRow>[] = [
    { title: t('messageBox.type'), dataIndex: 'type', width: 120, valueType: 'select', valueEnum: types },
    {
      title: t('messageBox.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, row) => <Typography.Link onClick={() => void open(row)}>{row.title}</Typography.Link>,
    },
    dateTimeColumn<OutboxRow, 'sendTime'>(t('messageBox.sendTime'), 'sendTime'),
    {
      title: t('messageBox.recipientCount'),
      dataIndex: 'recipientCount',
      width: 100,
      search: false,
      align: 'right',
    },
    { title: t('messageBox.readCount'), dataIndex: 'readCount', width: 100, search: false, align: 'right' },
    {
      title: t('messageBox.attachmentCount'),
      dataIndex: 'attachmentCount',
      width: 90,
      search: false,
      align: 'right',
    },
    {
      title: t('messageBox.sendTime'),
      dataIndex: 'sendRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
    },
    optionColumn(t, 90, (row) => (
      <LinkAction perm="message:outbox:query" onClick={() => void open(row)}>
        {t('messageBox.open')}
      </LinkAction>
    )),
  ];

  return (
    <>
      <TmsTable<OutboxRow, TableParams>
        modular="message-outbox"
        rowKey="id"
        headerTitle={t('messageBox.outbox.heading')}
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1000 }}
        request={listOutbox}
        // A message sent from here is the newest row.
        toolBarRender={() => [<ComposeButton key="compose" onDone={() => actionRef.current?.reload()} />]}
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        width={720}
        title={opened?.row.title}
        destroyOnHidden
      >
        {opened?.detail ? (
          <>
            <MessageView
              type={opened.detail.type}
              body={opened.detail.body}
              attachments={opened.detail.attachments}
              facts={[
                { label: t('messageBox.sendTime'), value: formatDateTime(opened.detail.sendTime) },
                {
                  label: t('messageBox.readCount'),
                  value: `${opened.detail.recipients.filter((r) => r.read).length} / ${opened.detail.recipients.length}`,
                },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t('messageBox.recipients')}
            </Typography.Title>
            <Table<OutboxRecipient>
              rowKey="userId"
              size="small"
              dataSource={opened.detail.recipients}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                {
                  title: t('messageBox.recipientName'),
                  dataIndex: 'nickName',
                  render: (_, r) => r.nickName || r.userName,
                },
                {
                  title: t('messageBox.readState'),
                  dataIndex: 'read',
                  width: 100,
                  render: (_, r) => <ReadStateTag read={r.read} />,
                },
                {
                  title: t('messageBox.readTime'),
                  dataIndex: 'readTime',
                  width: 170,
                  render: (_, r) => formatDateTime(r.readTime),
                },
              ]}
            />
          </>
        ) : (
          <Skeleton active />
        )}
      </Drawer>
    </>
  );
}
