import type { ChosenRecipients } from '@tms/domain';
import { fetchPage, type TableParams } from '../../components/crud';
import { messageCountsKey } from '../../core/message-counts';
import { queryClient } from '../../core/query-client';
import { get, http, type PageResult, post } from '../../core/request';
import type { AttachmentCategory } from './attachments';
import type { Sent } from './sent-count';

export type Attachment = { id: string; name: string; url: string; size: number };

export type InboxRow = {
  id: string;
  type: string;
  title: string;
  senderId: string;
  senderName: string;
  /** Sent by the system (an event), not by a user. */
  system: boolean;
  /** The screen a system message points to, or null. */
  link: string | null;
  sendTime: string;
  read: boolean;
  readTime: string | null;
  attachmentCount: number;
};
export type InboxDetail = InboxRow & { body: string; attachments: Attachment[] };

export type OutboxRow = {
  id: string;
  type: string;
  title: string;
  sendTime: string;
  recipientCount: number;
  readCount: number;
  attachmentCount: number;
};
export type OutboxRecipient = {
  userId: string;
  userName: string;
  nickName: string;
  read: boolean;
  readTime: string | null;
};
export type OutboxDetail = {
  id: string;
  type: string;
  title: string;
  body: string;
  sendTime: string;
  chosen: ChosenRecipients;
  attachments: Attachment[];
  recipients: OutboxRecipient[];
};

export type DraftRow = {
  id: string;
  type: string;
  title: string;
  recipients: ChosenRecipients;
  attachmentCount: number;
  createTime: string;
  updateTime: string | null;
};
export type DraftDetail = Omit<DraftRow, 'attachmentCount'> & { body: string; attachments: Attachment[] };

/** What the draft box's create and send take: the content and the recipients as chosen. */
export type ComposeBody = ChosenRecipients & {
  id?: string;
  type: string;
  title: string;
  body: string;
  attachmentIds: string[];
};

export type PickerCenter = {
  id: string;
  code: string;
  name: string;
  users: { id: string; userName: string; nickName: string }[];
};
export type PickerRole = { id: string; roleName: string; roleKey: string };

// ---- Inbox ----

/** The inbox list is a POST (its filters travel in the body); it answers a page as the GET lists do. */
export async function listInbox(params: TableParams) {
  const { current, pageSize, ...filters } = params;
  const body = (
    await http.post<PageResult<InboxRow>>('/message/inbox/list', {
      ...filters,
      pageNum: current,
      pageSize,
    })
  ).data;
  return { data: body.data, total: body.total, success: true };
}

/** Opens one message; the server marks it read. */
export const readInbox = (id: string) => get<InboxDetail>(`/message/inbox/read/${id}`);

export const batchRead = (body: { ids: string[] } | { all: true }) =>
  post<number>('/message/inbox/batchRead', body);

export const deleteInbox = (ids: string[]) => post<number>('/message/inbox/delete/', { ids });

// ---- Outbox ----

export const listOutbox = (params: TableParams) => fetchPage<OutboxRow>('/message/outbox/list', params);

export const readOutbox = (id: string) => get<OutboxDetail>(`/message/outbox/read/${id}`);

// ---- Draft box ----

export const listDrafts = (params: TableParams) => fetchPage<DraftRow>('/message/draftBox/list', params);

export const getDraft = (id: string) => get<DraftDetail>(`/message/draftBox/detail/${id}`);

export const saveDraft = (body: ComposeBody) => post<{ id: string }>('/message/draftBox/create', body);

export const sendMessage = (body: ComposeBody) => post<Sent>('/message/draftBox/send', body);

export const batchSend = (ids: string[]) => post<Sent[]>('/message/draftBox/batchSend', { ids });

export const deleteDrafts = (ids: string[]) => post<number>('/message/draftBox/delete/', { ids });

export const pickerCenters = () => get<PickerCenter[]>('/message/draftBox/getUserRefDispatchs');

/** The file store's answer to an upload (the fields the compose form uses). */
type StoredFile = { id: number; originalName: string; url: string; size: number };

/**
 * Uploads one attachment to the file store, as the screens with picture fields do, and answers it as a
 * message attachment; the message then refers to it by id.
 */
export async function uploadAttachment(
  file: File,
  category: AttachmentCategory,
  onProgress?: (percent: number) => void,
): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const stored = (
    await post<StoredFile>('/system/oss/upload', form, {
      params: { category },
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    })
  ).data;
  return { id: String(stored.id), name: stored.originalName, url: stored.url, size: stored.size };
}

export const pickerRoles = () => get<PickerRole[]>('/message/draftBox/getSysRoles');

/** After a read or a send the header's unread counts change: its bell loads them again. */
export function refreshMessageCounts(): void {
  void queryClient.invalidateQueries({ queryKey: messageCountsKey });
}
