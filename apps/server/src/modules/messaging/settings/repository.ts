import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { messageRecipients, messageSettings, messages, roles, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type SettingRecord = typeof messageSettings.$inferSelect;
export type SettingWrite = Omit<typeof messageSettings.$inferInsert, 'type'>;

const enabledUser = and(eq(users.status, '0'), eq(users.delFlag, '0'));

export async function allSettings(db: DbOrTx): Promise<SettingRecord[]> {
  return db.select().from(messageSettings);
}

export async function settingOf(db: DbOrTx, type: string): Promise<SettingRecord | null> {
  const [row] = await db.select().from(messageSettings).where(eq(messageSettings.type, type));
  return row ?? null;
}

/** Inserts or replaces one type's row. */
export async function upsertSetting(db: DbOrTx, type: string, values: SettingWrite): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ type, ...values })
    .onConflictDoUpdate({ target: messageSettings.type, set: values });
}

/** Roles by id with their names (any status: a setting may still name a role disabled since). */
export function rolesByIds(db: DbOrTx, ids: readonly number[]) {
  // An empty list matches nothing (inArray of none is false).
  return db
    .select({ id: roles.id, roleName: roles.roleName })
    .from(roles)
    .where(and(inArray(roles.id, [...ids]), eq(roles.delFlag, '0')));
}

/** Users by id with their names (any status, as rolesByIds). */
export function usersByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.delFlag, '0')));
}

/** The enabled users, for the recipients picker. */
export function enabledUsers(db: DbOrTx) {
  return db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(enabledUser)
    .orderBy(asc(users.userName));
}

/** A sent message with its sender's user name (what a channel sends). */
export async function sentMessage(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: messages.id,
      type: messages.type,
      title: messages.title,
      body: messages.body,
      sendTime: messages.sendTime,
      senderId: messages.senderId,
      senderName: users.userName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.id, id), ne(messages.status, 'draft')));
  return row ?? null;
}

/** Who a sent message reached, with user names and e-mail addresses, in id order. */
export async function recipientsWithContacts(db: DbOrTx, messageId: number) {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      status: users.status,
      delFlag: users.delFlag,
    })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId))
    .orderBy(asc(users.id));
  return rows.map(({ status, delFlag, ...r }) => ({ ...r, enabled: status === '0' && delFlag === '0' }));
}
