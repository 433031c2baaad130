import { defineMessages } from '@tms/domain';

/**
 * The message screens: inbox, outbox and draft box, and the header's message bell. Message types are
 * shown by the message_type dictionary's labels; the server's refusals come from the domain catalog.
 */
export const messageLocale = defineMessages({
  'messageBadge.message': { 'zh-CN': '未读消息', 'zh-HK': '未讀消息', 'en-US': 'Unread messages' },
  'messageBox.inbox.heading': { 'zh-CN': '收件箱', 'zh-HK': '收件箱', 'en-US': 'Inbox' },
  'messageBox.outbox.heading': { 'zh-CN': '发件箱', 'zh-HK': '寄件箱', 'en-US': 'Outbox' },
  'messageBox.draftBox.heading': { 'zh-CN': '草稿箱', 'zh-HK': '草稿箱', 'en-US': 'Drafts' },
  'messageBox.type': { 'zh-CN': '消息类型', 'zh-HK': '消息類型', 'en-US': 'Type' },
  'messageBox.title': { 'zh-CN': '标题', 'zh-HK': '標題', 'en-US': 'Title' },
  'messageBox.sender': { 'zh-CN': '发送人', 'zh-HK': '發送人', 'en-US': 'From' },
  'messageBox.sendTime': { 'zh-CN': '发送时间', 'zh-HK': '發送時間', 'en-US': 'Sent at' },
  'messageBox.receiveTime': { 'zh-CN': '接收时间', 'zh-HK': '接收時間', 'en-US': 'Received at' },
  'messageBox.createTime': { 'zh-CN': '创建时间', 'zh-HK': '創建時間', 'en-US': 'Created at' },
  'messageBox.updateTime': { 'zh-CN': '更新时间', 'zh-HK': '更新時間', 'en-US': 'Updated at' },
  'messageBox.readState': { 'zh-CN': '阅读状态', 'zh-HK': '閱讀狀態', 'en-US': 'Read state' },
  'messageBox.unread': { 'zh-CN': '未读', 'zh-HK': '未讀', 'en-US': 'Unread' },
  'messageBox.read': { 'zh-CN': '已读', 'zh-HK': '已讀', 'en-US': 'Read' },
  'messageBox.all': { 'zh-CN': '全部', 'zh-HK': '全部', 'en-US': 'All' },
  'messageBox.readTime': { 'zh-CN': '阅读时间', 'zh-HK': '閱讀時間', 'en-US': 'Read at' },
  'messageBox.attachments': { 'zh-CN': '附件', 'zh-HK': '附件', 'en-US': 'Attachments' },
  'messageBox.attachmentCount': { 'zh-CN': '附件数', 'zh-HK': '附件數', 'en-US': 'Attachments' },
  'messageBox.noBody': { 'zh-CN': '（无正文）', 'zh-HK': '（無正文）', 'en-US': '(no text)' },
  'messageBox.open': { 'zh-CN': '查看', 'zh-HK': '查看', 'en-US': 'Open' },
  'messageBox.markRead': { 'zh-CN': '标为已读', 'zh-HK': '標為已讀', 'en-US': 'Mark read' },
  'messageBox.markAllRead': { 'zh-CN': '全部已读', 'zh-HK': '全部已讀', 'en-US': 'Mark all read' },
  'messageBox.markAllReadConfirm': {
    'zh-CN': '将所有未读消息标为已读？',
    'zh-HK': '將所有未讀消息標為已讀？',
    'en-US': 'Mark every unread message read?',
  },
  'messageBox.recipientCount': { 'zh-CN': '收件人数', 'zh-HK': '收件人數', 'en-US': 'Recipients' },
  'messageBox.readCount': { 'zh-CN': '已读人数', 'zh-HK': '已讀人數', 'en-US': 'Read by' },
  'messageBox.recipients': { 'zh-CN': '收件人', 'zh-HK': '收件人', 'en-US': 'Recipients' },
  'messageBox.recipientName': { 'zh-CN': '用户', 'zh-HK': '用戶', 'en-US': 'User' },
  'messageBox.chosen': {
    'zh-CN': '{{users}} 个用户，{{centers}} 个调度中心，{{roles}} 个角色',
    'zh-HK': '{{users}} 個用戶，{{centers}} 個調度中心，{{roles}} 個角色',
    'en-US': '{{users}} users, {{centers}} dispatch centers, {{roles}} roles',
  },
  'messageBox.new': { 'zh-CN': '新建消息', 'zh-HK': '新建消息', 'en-US': 'New message' },
  'messageBox.edit': { 'zh-CN': '编辑草稿', 'zh-HK': '編輯草稿', 'en-US': 'Edit draft' },
  'messageBox.saveDraft': { 'zh-CN': '保存草稿', 'zh-HK': '保存草稿', 'en-US': 'Save draft' },
  'messageBox.send': { 'zh-CN': '发送', 'zh-HK': '發送', 'en-US': 'Send' },
  'messageBox.sendTicked': { 'zh-CN': '批量发送', 'zh-HK': '批量發送', 'en-US': 'Send ticked' },
  'messageBox.sendConfirm': { 'zh-CN': '发送此草稿？', 'zh-HK': '發送此草稿？', 'en-US': 'Send this draft?' },
  'messageBox.sendTickedConfirm': {
    'zh-CN': '发送选中的 {{count}} 份草稿？',
    'zh-HK': '發送選中的 {{count}} 份草稿？',
    'en-US': 'Send the {{count}} ticked drafts?',
  },
  'messageBox.sent': {
    'zh-CN': '已发送给 {{count}} 人',
    'zh-HK': '已發送給 {{count}} 人',
    'en-US': 'Sent to {{count}} people',
  },
  'messageBox.users': {
    'zh-CN': '用户 / 调度中心',
    'zh-HK': '用戶 / 調度中心',
    'en-US': 'Users / dispatch centers',
  },
  'messageBox.usersHint': {
    'zh-CN': '勾选调度中心即发给其全部用户',
    'zh-HK': '勾選調度中心即發給其全部用戶',
    'en-US': 'Ticking a dispatch center sends to all its users',
  },
  'messageBox.roles': { 'zh-CN': '角色', 'zh-HK': '角色', 'en-US': 'Roles' },
  'messageBox.body': { 'zh-CN': '正文', 'zh-HK': '正文', 'en-US': 'Text' },
  'messageBox.keptAttachments': {
    'zh-CN': '保留附件 {{count}} 个',
    'zh-HK': '保留附件 {{count}} 個',
    'en-US': '{{count}} attachments kept',
  },
});
