import {
  ADMIN_ROLE_KEY,
  EMAIL_PATTERN,
  type Lang,
  type MessageKey,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REMARK_MAX,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword } from '../../../platform/auth/password';
import type { Db } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import {
  assertImportFile,
  failIfAny,
  type ImportColumn,
  type ImportRowError,
  readSheet,
  type UploadedFile,
} from '../../../platform/xlsx-import';
import { isSuperCaller } from '../access/dispatch-centers';
import { listDepts } from '../dept/list-depts';
import { IMPORT_COLUMNS, type ImportField, SEX_VALUES, STATUS_VALUES } from './import-columns';
import * as repo from './repository';

const MAX_ROWS = 2000;
const DEFAULT_INIT_PASSWORD = '123456';
const NAME_MAX = 30;

type ParsedRow = { row: number; cells: Partial<Record<ImportField, string>> };

/** The columns as the shared reader takes them: headers in any language, login and nick names required. */
const READ_COLUMNS: ImportColumn<ImportField>[] = IMPORT_COLUMNS.map(({ key }) => ({
  key,
  label: `system.user.column.${key}`,
  required: key === 'userName' || key === 'nickName',
}));

type ValidRow = {
  values: repo.UserValues;
  password: string | null;
  roleIds: number[];
  centers: string[];
};

/**
 * POST /system/user/importData: every row is checked first; one bad row and nothing is saved (code 500,
 * data = [{row, field, message}]); otherwise all users are inserted in one transaction.
 */
export async function importUsers(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), READ_COLUMNS, lang, MAX_ROWS);

  const errors: ImportRowError[] = [];
  const valid = await validateRows(db, caller, lang, rows, errors);
  failIfAny(errors);

  const initPassword = (await repo.configValue(db, 'sys.user.initPassword')) || DEFAULT_INIT_PASSWORD;
  // One hash for the shared initial password: scrypt is slow on purpose, and the value is the same anyway.
  const initHash = await hashPassword(initPassword);
  const hashes: string[] = [];
  for (const row of valid) hashes.push(row.password ? await hashPassword(row.password) : initHash);

  await db.transaction(async (tx) => {
    const inserted = await repo.insertUsers(
      tx,
      valid.map((row, i) => ({ ...row.values, password: hashes[i] ?? initHash })),
      caller.userName,
    );
    const idByName = new Map(inserted.map((r) => [r.userName, r.id]));
    const roleLinks: { userId: number; roleId: number }[] = [];
    const centerLinks: { userId: number; dispatchCenterId: string; isDefault: number }[] = [];
    for (const row of valid) {
      const userId = idByName.get(row.values.userName);
      if (userId === undefined) throw new Error(`imported user ${row.values.userName} has no id`);
      for (const roleId of row.roleIds) roleLinks.push({ userId, roleId });
      row.centers.forEach((dispatchCenterId, i) => {
        centerLinks.push({ userId, dispatchCenterId, isDefault: i === 0 ? 1 : 0 });
      });
    }
    await repo.insertUserRoleLinks(tx, roleLinks);
    await repo.insertUserCenterLinks(tx, centerLinks);
  });
  return valid.length;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(/[,，;；\s]+/)
    .map((v) => v.trim())
    .filter(Boolean);

async function validateRows(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  rows: ParsedRow[],
  errors: ImportRowError[],
): Promise<ValidRow[]> {
  const [depts, roles, centers, takenNames, takenPhones, takenEmails] = await Promise.all([
    listDepts(db, caller, {}),
    repo.allPresentRoles(db),
    repo.centersByCode(db),
    repo.takenValues(db, 'userName', rows.map((r) => r.cells.userName ?? '').filter(Boolean)),
    repo.takenValues(db, 'phonenumber', rows.map((r) => r.cells.phonenumber ?? '').filter(Boolean)),
    repo.takenValues(db, 'email', rows.map((r) => r.cells.email ?? '').filter(Boolean)),
  ]);
  const deptById = new Map(depts.map((d) => [String(d.id), d.id]));
  const deptByName = new Map<string, number | null>();
  // A name shared by two departments is ambiguous: only the ID is accepted then.
  for (const d of depts) deptByName.set(d.deptName, deptByName.has(d.deptName) ? null : d.id);
  const roleByKey = new Map(roles.map((r) => [r.roleKey, r.id]));
  const superCaller = isSuperCaller(caller);
  const firstRow = {
    userName: new Map<string, number>(),
    phonenumber: new Map<string, number>(),
    email: new Map<string, number>(),
  };

  const out: ValidRow[] = [];
  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: ImportField, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });
    const unique = (
      field: 'userName' | 'phonenumber' | 'email',
      value: string,
      taken: Set<string>,
      key: MessageKey,
    ) => {
      const seenAt = firstRow[field].get(value);
      if (taken.has(value)) fail(field, key, { value });
      else if (seenAt !== undefined) fail(field, 'system.user.duplicateInFile', { row: seenAt });
      else firstRow[field].set(value, row);
    };

    const userName = cells.userName ?? '';
    if (!userName) fail('userName', 'common.required');
    else if (userName.length > NAME_MAX) fail('userName', 'common.tooLong', { max: NAME_MAX });
    else if (/\s/.test(userName)) fail('userName', 'common.invalidFormat');
    else unique('userName', userName, takenNames, 'system.user.loginNameTaken');

    const nickName = cells.nickName ?? '';
    if (!nickName) fail('nickName', 'common.required');
    else if (nickName.length > NAME_MAX) fail('nickName', 'common.tooLong', { max: NAME_MAX });

    let deptId: number | null = null;
    if (cells.deptId) {
      const found = deptById.get(cells.deptId) ?? deptByName.get(cells.deptId);
      if (found === undefined || found === null)
        fail('deptId', 'system.user.deptUnknown', { value: cells.deptId });
      else deptId = found;
    }

    const phone = cells.phonenumber ?? null;
    if (phone) {
      if (!MOBILE_PATTERN.test(phone)) fail('phonenumber', 'common.invalidMobile');
      else unique('phonenumber', phone, takenPhones, 'system.user.phoneTaken');
    }
    const email = cells.email ?? null;
    if (email) {
      if (email.length > 50 || !EMAIL_PATTERN.test(email)) fail('email', 'common.invalidEmail');
      else unique('email', email, takenEmails, 'system.user.emailTaken');
    }

    const sex = cells.sex ? SEX_VALUES[cells.sex.toLowerCase()] : '2';
    if (!sex) fail('sex', 'common.invalidEnum', { options: '男/女/未知, Male/Female/Unknown' });
    const status = cells.status ? STATUS_VALUES[cells.status.toLowerCase()] : '0';
    if (!status) fail('status', 'common.invalidEnum', { options: '正常/停用, Normal/Disabled' });

    const roleIds: number[] = [];
    for (const key of splitList(cells.roleKeys)) {
      const id = roleByKey.get(key);
      if (id === undefined) fail('roleKeys', 'system.user.roleUnknown', { value: key });
      else if (key === ADMIN_ROLE_KEY && !superCaller) fail('roleKeys', 'system.role.adminLocked');
      else if (!roleIds.includes(id)) roleIds.push(id);
    }
    const centerIds: string[] = [];
    for (const code of splitList(cells.dispatchCenters)) {
      const uuid = centers.get(code.toUpperCase());
      if (uuid === undefined) fail('dispatchCenters', 'system.user.dispatchCenterUnknown', { value: code });
      else if (!centerIds.includes(uuid)) centerIds.push(uuid);
    }

    const password = cells.password ?? null;
    if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
      fail('password', 'auth.passwordLength');
    }
    const remark = cells.remark ?? null;
    if (remark && remark.length > REMARK_MAX) fail('remark', 'common.tooLong', { max: REMARK_MAX });

    if (errors.length === before && sex && status) {
      out.push({
        values: { deptId, userName, nickName, email, phonenumber: phone, sex, status, remark },
        password,
        roleIds,
        centers: centerIds,
      });
    }
  }
  return out;
}
