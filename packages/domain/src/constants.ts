import type { ApiPermissionKey } from './auth/permission-keys';

/** Business constants: lifetimes, timeouts, page sizes, limits and fixed keys. */
export const SYSTEM_CODE = 'TMS';
export const SESSION_TTL_MS = 43_200_000;
export const LANG_COOKIE_TTL_MS = 43_200_000;
export const LOGOUT_RELOAD_DELAY_MS = 1500;
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DOWNLOAD_POLL_INTERVAL_MS = 10_000;
export const DOWNLOAD_PAGE = { current: 1, size: 99 } as const;
export const DEFAULT_PAGE_SIZE = 30;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100] as const;
export const MAX_LINES = 20;
export const DEFAULT_TRANS_TYPE = '3';
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_LOCK_MS = 10 * 60_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const REPEAT_SUBMIT_WINDOW_MS = 5_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one spreadsheet import reads (an area may allow fewer); reading stops past it. */
export const IMPORT_MAX_ROWS = 20_000;
/**
 * The most bytes an import file may unpack to (all its entries, as declared and as actually read). A
 * 20,000-row sheet of 22 distinct text columns unpacks to about 27 MB; a zip bomb unpacks to far more.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** What the file store accepts: images where images are asked for, else these document types too. */
export const IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const FILE_SUFFIXES = [
  ...IMAGE_SUFFIXES,
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'zip',
  'apk',
  'ipa',
  'mp4',
] as const;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const REMARK_MAX = 100;
export const ALERT_TEXT_MAX = 800;
export const SUPER_USER_ID = '1';
export const ADMIN_ROLE_KEY = 'admin';
export const DOWNLOADABLE_TASK_STATUS = 'FINISH';
export const DOWNLOAD_PERMISSION = 'report:task:download' satisfies ApiPermissionKey;
export const TASK_LIST_PERMISSION = 'report:task:list' satisfies ApiPermissionKey;
/** The download center's calls, under the /api base path. */
export const REPORT_TASK_PAGE_PATH = '/report-server/async/task/page';
export const REPORT_TASK_DOWNLOAD_PATH = '/report-server/async/task/download';
/** User messages (inbox, outbox, drafts): a title's and a sanitized body's most characters. */
export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
/** The most attachments one message carries. */
export const MESSAGE_ATTACHMENT_MAX = 20;
/**
 * An inbox filter's read state (the header's link asks for receiveStatus=3): 1 unread, 2 read, 3 both.
 */
export const RECEIVE_STATUS = { unread: 1, read: 2, all: 3 } as const;
