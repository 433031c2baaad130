/**
 * The permission actions that only read: a role built from these keys can look at everything it is
 * given and change nothing. Listed, not guessed from a deny-list, so a new mutating action is never
 * read-only by accident. `export` writes a download file of the caller's own, `log` shows a record's
 * history and `download` fetches the caller's own finished export.
 */
export const READ_PERMISSION_ACTIONS = ['list', 'query', 'get', 'export', 'log', 'download'] as const;

/** A permission key ('base:station:list') whose last part is a read action. */
export function isReadPermission(key: string): boolean {
  const action = key.slice(key.lastIndexOf(':') + 1);
  return (READ_PERMISSION_ACTIONS as readonly string[]).includes(action);
}
