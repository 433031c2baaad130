import { message } from 'antd';
import i18n from 'i18next';
import { queryClient } from '../../core/query-client';
import { download } from '../../core/request';
import { downloadTasksKey } from './api';

/**
 * Every export the user starts goes through here, so each one says what happened: a file answered at
 * once is saved and confirmed, a large one queued in the download center shows the server's notice;
 * either way the download center's list is refreshed, as both leave a record there.
 */
export async function runExport(
  url: string,
  options: { method: 'get' | 'post'; params?: object; body?: unknown },
): Promise<void> {
  let queued = false;
  await download(url, {
    ...options,
    onQueued: (msg) => {
      queued = true;
      void message.info(msg || i18n.t('downloadCenter.exportQueued'));
    },
  });
  if (!queued) void message.success(i18n.t('downloadCenter.exportDone'));
  void queryClient.invalidateQueries({ queryKey: downloadTasksKey });
}
