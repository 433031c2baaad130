import type { Caller } from '@tms/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { roles, sessions, userRoles, users } from '../../db/schema';
import { type Db, rowsOf } from '../db';
import { withCallerMemo } from './request-memo';

/** Who is calling, resolved once per request from the bearer token. */
export type AuthContext = Caller & {
  userName: string;
  nickName: string;
  deptId: number | null;
  roleIds: number[];
  /** Role data scopes, for RuoYi-style department filtering. */
  roleScopes: { roleId: number; dataScope: string }[];
  dispatchCenterId: string | null;
  /** Display preferences, read with the session so GET /system/user/info needs no query of its own. */
  profile: { avatar: string | null; dateStyle: string; timeZone: string };
  tokenHash: string;
};

const CACHE_TTL_MS = 5_000;
/** null entries remember unknown tokens briefly, so a flood of made-up tokens costs no queries. */
const cache = new Map<string, { at: number; context: AuthContext | null }>();
const CACHE_MAX = 20_000;
/**
 * Reads in flight, one per token: when an entry expires, the requests that arrive meanwhile wait for the
 * one read instead of each reading the caller again (single flight).
 */
const loading = new Map<string, Promise<AuthContext | null>>();
/**
 * Counts the drops: a caller read before a drop must not be cached after it, or a session revoked
 * while its caller was being read would live on for the cache's few seconds.
 */
let drops = 0;
/** Callers read from the database since the process started (the cache's misses): for tests and monitoring. */
let reads = 0;

export const callerReadCount = () => reads;

/**
 * Drops every cached caller of this instance. Use cases call invalidateCallers (revocation.ts),
 * which also tells the other instances.
 */
export function dropAllCallers(): void {
  drops += 1;
  cache.clear();
  loading.clear();
}

/** Drops one session's cached caller on this instance (see revokeSessions for every instance). */
export function dropCaller(tokenHash: string): void {
  drops += 1;
  cache.delete(tokenHash);
  loading.delete(tokenHash);
}

export function loadCaller(db: Db, tokenHash: string, now = new Date()): Promise<AuthContext | null> {
  const cached = cache.get(tokenHash);
  if (cached && now.getTime() - cached.at < CACHE_TTL_MS) return Promise.resolve(cached.context);
  const inFlight = loading.get(tokenHash);
  if (inFlight) return inFlight;
  const read = readCaller(db, tokenHash, now);
  loading.set(tokenHash, read);
  const settled = () => {
    if (loading.get(tokenHash) === read) loading.delete(tokenHash);
  };
  read.then(settled, settled);
  return read;
}

async function readCaller(db: Db, tokenHash: string, now: Date): Promise<AuthContext | null> {
  const dropsBefore = drops;
  reads += 1;

  const [row] = await db
    .select({
      userId: users.id,
      userName: users.userName,
      nickName: users.nickName,
      deptId: users.deptId,
      status: users.status,
      avatar: users.avatar,
      dateStyle: users.dateStyle,
      timeZone: users.timeZone,
      dispatchCenterId: sessions.dispatchCenterId,
      lastAccessTime: sessions.lastAccessTime,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.delFlag, '0')))
    .limit(1);
  if (row?.status !== '0') {
    if (drops === dropsBefore) remember(tokenHash, now, null);
    return null;
  }

  const roleRows = await db
    .select({ id: roles.id, roleKey: roles.roleKey, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, row.userId), eq(roles.status, '0'), eq(roles.delFlag, '0')));

  const permRows = await db.execute<{ perms: string }>(sql`
    select distinct m.perms from sys_menu m
    join sys_role_menu rm on rm.menu_id = m.id
    join sys_user_role ur on ur.role_id = rm.role_id
    join sys_role r on r.id = ur.role_id
    where ur.user_id = ${row.userId} and r.status = '0' and r.del_flag = '0'
      and m.status = '0' and m.perms is not null and m.perms <> ''`);

  const context: AuthContext = withCallerMemo({
    userId: String(row.userId),
    userName: row.userName,
    nickName: row.nickName,
    deptId: row.deptId,
    roleIds: roleRows.map((r) => r.id),
    roleKeys: roleRows.map((r) => r.roleKey),
    roleScopes: roleRows.map((r) => ({ roleId: r.id, dataScope: r.dataScope })),
    buttons: rowsOf<{ perms: string }>(permRows).map((r) => r.perms),
    dispatchCenterId: row.dispatchCenterId,
    profile: { avatar: row.avatar, dateStyle: row.dateStyle, timeZone: row.timeZone },
    tokenHash,
  });
  if (drops === dropsBefore) remember(tokenHash, now, context);

  // Touch the session at most once a minute: the online-user list shows it, nobody needs it finer.
  if (now.getTime() - row.lastAccessTime.getTime() > 60_000) {
    await db.update(sessions).set({ lastAccessTime: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return context;
}

function remember(tokenHash: string, now: Date, context: AuthContext | null): void {
  // Bounded: past the limit the oldest entries go first (a Map iterates in insertion order).
  if (cache.size >= CACHE_MAX) {
    for (const key of cache.keys()) {
      cache.delete(key);
      if (cache.size < CACHE_MAX * 0.9) break;
    }
  }
  cache.delete(tokenHash);
  cache.set(tokenHash, { at: now.getTime(), context });
}
