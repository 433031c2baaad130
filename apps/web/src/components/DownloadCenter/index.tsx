import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DOWNLOAD_PERMISSION, TASK_LIST_PERMISSION } from '@tms/domain';
import {
  Badge,
  Button,
  Drawer,
  Progress,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, usePermissions } from '../../core/current-user';
import { formatDateTime } from '../../core/datetime';
import { usePush, usePushConnected } from '../../core/push';
import { downloadTask, downloadTasksKey, fetchTasks } from './api';
import {
  canDownload,
  type DownloadTask,
  pollInterval,
  rowsProgress,
  STATUS_COLORS,
  unfinishedCount,
  withProgress,
} from './logic';

export { downloadTasksKey } from './api';

/**
 * Header button of the download center: a badge of unfinished tasks, and a drawer listing the user's
 * asynchronous report tasks (name, status, remark, creation time). The list follows the push channel (a
 * task's progress, its end); while the stream is down it refreshes every 10 s with the drawer open.
 */
export function DownloadCenterButton() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const mayList = !!user && can(TASK_LIST_PERMISSION);

  const streaming = usePushConnected();
  const tasks = useQuery({
    queryKey: downloadTasksKey,
    queryFn: () => fetchTasks(user?.id),
    enabled: mayList,
    refetchInterval: pollInterval(open, streaming),
    staleTime: 0,
  });
  useTaskPushes(mayList);

  if (!mayList) return null;
  const records = tasks.data ?? [];
  const unfinished = unfinishedCount(records);

  return (
    <>
      <Tooltip title={t('downloadCenter.title')}>
        <Badge count={unfinished} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            aria-label={t('downloadCenter.title')}
            icon={<DownloadOutlined />}
            onClick={() => {
              setOpen(true);
              void tasks.refetch();
            }}
          />
        </Badge>
      </Tooltip>
      <Drawer
        title={t('downloadCenter.title')}
        open={open}
        onClose={() => setOpen(false)}
        width={760}
        destroyOnHidden
        extra={
          <Button icon={<ReloadOutlined />} loading={tasks.isFetching} onClick={() => void tasks.refetch()}>
            {t('downloadCenter.refresh')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('downloadCenter.hint')}</Typography.Paragraph>
        <TaskTable records={records} loading={tasks.isLoading} canDownloadFiles={can(DOWNLOAD_PERMISSION)} />
      </Drawer>
    </>
  );
}

/** Pushed task changes: progress patched in place, an end (or anything unknown) refetched. */
function useTaskPushes(enabled: boolean) {
  const queryClient = useQueryClient();
  const streaming = usePushConnected();
  const refetch = () => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: downloadTasksKey });
  };
  // Whatever ended while the stream was down is caught up once it is back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stream coming back matters
  useEffect(() => {
    if (streaming) refetch();
  }, [streaming]);
  usePush('report.task.finished', refetch);
  usePush('report.task.progress', (update) => {
    if (!enabled) return;
    const listed = queryClient.getQueryData<DownloadTask[]>(downloadTasksKey);
    const next = listed ? withProgress(listed, update) : null;
    if (next) queryClient.setQueryData(downloadTasksKey, next);
    else refetch();
  });
}

function TaskTable(props: { records: DownloadTask[]; loading: boolean; canDownloadFiles: boolean }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<number | null>(null);

  const start = async (id: number) => {
    setDownloading(id);
    try {
      await downloadTask(id);
    } catch {
      // The request layer has already shown the server's message.
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<DownloadTask> = [
    { title: t('downloadCenter.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('downloadCenter.status'),
      dataIndex: 'statusDesc',
      width: 170,
      render: (_, task) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[task.status]}>{task.statusDesc}</Tag>
          {task.status === 'RUNNING' && (
            <Progress percent={task.progress} size="small" style={{ width: 100 }} />
          )}
          {task.status === 'RUNNING' && <RowsWritten task={task} />}
        </Space>
      ),
    },
    {
      title: t('downloadCenter.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (value) => value || '-',
    },
    {
      title: t('downloadCenter.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('action.operation'),
      key: 'action',
      width: 100,
      render: (_, task) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          disabled={!canDownload(task, props.canDownloadFiles)}
          loading={downloading === task.id}
          onClick={() => void start(task.id)}
        >
          {t('downloadCenter.download')}
        </Button>
      ),
    },
  ];

  return (
    <Table<DownloadTask>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: t('downloadCenter.empty') }}
    />
  );
}

/** "12,000 / 100,000 rows" under a running task's progress bar. */
function RowsWritten({ task }: { task: DownloadTask }) {
  const { t, i18n } = useTranslation();
  const rows = rowsProgress(task);
  if (!rows) return null;
  const fmt = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="task-rows">
      {rows.total === null
        ? t('downloadCenter.rowsWritten', { written: fmt(rows.written) })
        : t('downloadCenter.rowsOf', { written: fmt(rows.written), total: fmt(rows.total) })}
    </Typography.Text>
  );
}
