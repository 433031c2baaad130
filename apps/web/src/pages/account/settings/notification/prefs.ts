/** Local notification preferences (kept in this browser only). */
export const NOTIFICATION_KINDS = ['message', 'alert', 'task'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationPrefs = Record<NotificationKind, boolean>;

export const NOTIFICATION_PREFS_KEY = 'tms.notificationPrefs';
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = { message: true, alert: true, task: true };

/** Stored values win one by one; anything malformed keeps the default (everything on). */
export function parseNotificationPrefs(raw: string | null): NotificationPrefs {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      value = parsed as Record<string, unknown>;
  } catch {
    value = {};
  }
  const out = { ...DEFAULT_NOTIFICATION_PREFS };
  for (const kind of NOTIFICATION_KINDS) {
    const stored = value[kind];
    if (typeof stored === 'boolean') out[kind] = stored;
  }
  return out;
}

export function loadNotificationPrefs(): NotificationPrefs {
  return parseNotificationPrefs(localStorage.getItem(NOTIFICATION_PREFS_KEY));
}

export function saveNotificationPrefs(prefs: NotificationPrefs): void {
  localStorage.setItem(NOTIFICATION_PREFS_KEY, JSON.stringify(prefs));
}
