import type { AppConfig } from '../../../config';
import { allQueries, type DbOrTx } from '../../../platform/db';
import { enabledRoles, messageTypes } from '../message/repository';
import { allSettings, enabledUsers, rolesByIds, type SettingRecord, usersByIds } from './repository';
import type { SettingRow } from './schemas';

/** Whether this server can send mail: SMTP_URL is set. */
export const emailAvailable = (config: Pick<AppConfig, 'smtpUrl'>) => !!config.smtpUrl;

/**
 * GET /message/setting/list: every enabled message_type value, in the dictionary's order, with its
 * setting or the defaults (no extra recipients, every channel off). Types added to the dictionary later
 * show up here without a row.
 */
export async function listSettings(db: DbOrTx, config: Pick<AppConfig, 'smtpUrl'>) {
  const types = await messageTypes(db);
  const stored = await allSettings(db);
  const byType = new Map(stored.map((s) => [s.type, s]));
  const rows = types.map((type) => byType.get(type) ?? defaults(type));
  const roleIds = [...new Set(rows.flatMap((r) => r.roleIds))];
  const userIds = [...new Set(rows.flatMap((r) => r.userIds))];
  const [roleRows, userRows] = await allQueries(db, [rolesByIds(db, roleIds), usersByIds(db, userIds)]);
  const roleById = new Map(roleRows.map((r) => [r.id, r]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  return {
    emailAvailable: emailAvailable(config),
    rows: rows.map(
      (r): SettingRow => ({
        type: r.type,
        roleIds: r.roleIds.map(String),
        userIds: r.userIds.map(String),
        roles: r.roleIds.flatMap((id) => {
          const role = roleById.get(id);
          return role ? [{ id: String(id), roleName: role.roleName }] : [];
        }),
        users: r.userIds.flatMap((id) => {
          const user = userById.get(id);
          return user ? [{ id: String(id), userName: user.userName, nickName: user.nickName }] : [];
        }),
        inApp: true,
        emailEnabled: r.emailEnabled,
        webhookEnabled: r.webhookEnabled,
        webhookUrl: r.webhookUrl,
        webhookSecretSet: !!r.webhookSecret,
        updateBy: r.updateBy,
        updateTime: r.updateTime?.toISOString() ?? null,
      }),
    ),
  };
}

export function defaults(type: string): SettingRecord {
  return {
    type,
    roleIds: [],
    userIds: [],
    emailEnabled: false,
    webhookEnabled: false,
    webhookUrl: null,
    webhookSecret: null,
    updateBy: null,
    updateTime: null,
  };
}

/** GET /message/setting/options: the enabled roles and users the recipients pickers offer. */
export async function settingOptions(db: DbOrTx) {
  const [roles, users] = await allQueries(db, [enabledRoles(db), enabledUsers(db)]);
  return {
    roles: roles.map((r) => ({ id: String(r.id), roleName: r.roleName, roleKey: r.roleKey })),
    users: users.map((u) => ({ id: String(u.id), userName: u.userName, nickName: u.nickName })),
  };
}
