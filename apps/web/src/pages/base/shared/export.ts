import { message } from 'antd';
import { download } from '../../../core/request';

/**
 * GET /system/<entity>/export with the list's filters: a small export arrives as an xlsx file; a large
 * one is queued in the download center and the server's notice is shown instead.
 */
export function exportList(url: string, params: Record<string, unknown>): Promise<void> {
  return download(url, { method: 'get', params, onQueued: (msg) => void message.info(msg) });
}
