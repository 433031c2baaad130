import { defineMessages } from '@tms/domain';

/** The download center (header button and drawer). */
export const downloadCenterLocale = defineMessages({
  'downloadCenter.title': { 'zh-CN': '下载中心', 'zh-HK': '下載中心', 'en-US': 'Download center' },
  'downloadCenter.name': { 'zh-CN': '任务名称', 'zh-HK': '任務名稱', 'en-US': 'Task' },
  'downloadCenter.status': { 'zh-CN': '状态', 'zh-HK': '狀態', 'en-US': 'Status' },
  'downloadCenter.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'downloadCenter.createTime': { 'zh-CN': '创建时间', 'zh-HK': '創建時間', 'en-US': 'Created' },
  'downloadCenter.download': { 'zh-CN': '下载', 'zh-HK': '下載', 'en-US': 'Download' },
  'downloadCenter.refresh': { 'zh-CN': '刷新', 'zh-HK': '刷新', 'en-US': 'Refresh' },
  'downloadCenter.empty': {
    'zh-CN': '暂无导出任务',
    'zh-HK': '暫無導出任務',
    'en-US': 'No export tasks yet',
  },
  'downloadCenter.hint': {
    'zh-CN': '导出任务在后台生成，列表每 10 秒自动刷新；文件保留 7 天。',
    'zh-HK': '導出任務在後台生成，列表每 10 秒自動刷新；文件保留 7 天。',
    'en-US':
      'Exports are built in the background; this list refreshes every 10 seconds. Files are kept for 7 days.',
  },
  'downloadCenter.exportDone': {
    'zh-CN': '导出完成，文件已下载（下载中心保留一份）',
    'zh-HK': '導出完成，文件已下載（下載中心保留一份）',
    'en-US': 'Export done: the file is downloaded (a copy stays in the download center)',
  },
  'downloadCenter.exportQueued': {
    'zh-CN': '导出已提交，完成后可在下载中心下载',
    'zh-HK': '導出已提交，完成後可在下載中心下載',
    'en-US': 'Export queued: download it from the download center when it is ready',
  },
  'downloadCenter.rowsWritten': {
    'zh-CN': '已写入 {{written}} 行',
    'zh-HK': '已寫入 {{written}} 行',
    'en-US': '{{written}} rows written',
  },
  'downloadCenter.rowsOf': {
    'zh-CN': '已写入 {{written}} / {{total}} 行',
    'zh-HK': '已寫入 {{written}} / {{total}} 行',
    'en-US': '{{written}} / {{total}} rows written',
  },
});
