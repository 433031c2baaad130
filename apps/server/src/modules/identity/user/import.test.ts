import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUserNames } from '../../../test/fixtures/identity';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('users');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(fileName: string, content: Buffer) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<unknown>('POST', '/api/system/user/importData', {
    token: admin,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const EN_HEADER = ['Login name', 'Nickname', 'Department ID', 'Mobile', 'Email', 'Sex', 'Status'];

describe('GET /system/user/importTemplate', () => {
  it('answers an xlsx whose header row is in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/user/importTemplate',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('User%20import%20template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 7)).toEqual(EN_HEADER);
  });
});

describe('POST /system/user/importData', () => {
  it('reports the row and field of a bad row and saves nothing', async () => {
    const file = await sheet(EN_HEADER, [
      ['imp.good1', '导入一', 111, '13512340001', 'imp1@coldchain.example', 'Male', 'Normal'],
      ['imp.bad', '导入二', 111, '12345', 'imp2@coldchain.example', 'Female', 'Normal'],
      ['imp.good3', '导入三', 112, '13512340003', '', '', ''],
    ]);
    const { body } = await upload('users.xlsx', file);
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Import failed: 1 rows have errors; nothing was imported');
    expect(body.data).toEqual([{ row: 3, field: 'phonenumber', message: 'Invalid mobile number' }]);
    expect(await listUserNames(t, admin, '&userName=imp.')).toEqual([]);
  });

  it('finds names taken in the database or repeated in the file, and unknown departments and roles', async () => {
    const file = await sheet(
      [...EN_HEADER, 'Role keys (comma separated)'],
      [
        ['zhang.wei', '重名', 111, '', '', '', '', ''],
        ['imp.twice', '第一次', 111, '', '', '', '', 'dispatcher'],
        ['imp.twice', '第二次', 999, '', '', 'robot', '', 'pilot'],
        ['', '', '', '', '', '', '', ''],
        ['imp.nonick', '', 111, '', '', '', '', ''],
      ],
    );
    const { body } = await upload('users.xlsx', file);
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      { row: 2, field: 'userName', message: 'Login name "zhang.wei" already exists' },
      { row: 4, field: 'userName', message: 'Same as row 3' },
      { row: 4, field: 'deptId', message: 'Department "999" does not exist' },
      { row: 4, field: 'sex', message: expect.stringContaining('Must be one of') },
      { row: 4, field: 'roleKeys', message: 'Role "pilot" does not exist' },
      { row: 6, field: 'nickName', message: 'Required!' },
    ]);
    expect(await listUserNames(t, admin, '&userName=imp.')).toEqual([]);
  });

  it('imports every row in one go when all are valid, with roles, centers and passwords', async () => {
    const file = await sheet(
      [
        '登录账号',
        '用户昵称',
        '部门编号',
        '手机号码',
        '邮箱',
        '性别',
        '账号状态',
        '角色权限字符（逗号分隔）',
        '调度中心编码（逗号分隔，首个为默认）',
        '初始密码（可空）',
      ],
      [
        [
          'imp.sun',
          '孙悦',
          '广州调度组',
          '13512340011',
          'sun@coldchain.example',
          '女',
          '正常',
          'dispatcher',
          'GZ,SH',
          '',
        ],
        [
          'imp.zhao',
          '赵磊',
          112,
          '13512340012',
          '',
          '男',
          '停用',
          'scheduler,dispatcher',
          'SH',
          'zhao-pass1',
        ],
      ],
    );
    const { body } = await upload('users.xlsx', file);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('Imported 2 rows');
    expect(await listUserNames(t, admin, '&userName=imp.')).toEqual(['imp.sun', 'imp.zhao']);
    const sun = await t.call<{
      user: { deptId: number; sex: string };
      roleIds: number[];
      dispatchCenters: unknown[];
    }>(
      'GET',
      `/api/system/user/get/${(await t.call<{ id: number }[]>('GET', '/api/system/user/list?userName=imp.sun', { token: admin })).body.data[0]?.id}`,
      { token: admin },
    );
    expect(sun.body.data.user).toMatchObject({ deptId: 121, sex: '1' });
    expect(sun.body.data.roleIds).toHaveLength(1);
    expect(sun.body.data.dispatchCenters).toEqual([
      { dispatchCenterId: 'dc-gz', isDefault: 1 },
      { dispatchCenterId: 'dc-sh', isDefault: 0 },
    ]);
    // No password column value: the initial password.
    await expect(t.login('imp.sun', '123456')).resolves.toBeTruthy();
  });

  it('accepts only xls or xlsx, up to 5 MB', async () => {
    const csv = await upload('users.csv', Buffer.from('userName,nickName\nx,y\n'));
    expect(csv.body.msg).toBe('File type not allowed; only xls, xlsx');
    const big = await upload('big.xlsx', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.body.msg).toBe('File too large (max 5MB)');
    const junk = await upload('junk.xlsx', Buffer.from('not a workbook'));
    expect(junk.body.msg).toBe('The file cannot be read; use the template and save it as .xlsx');
  });

  it('refuses callers without system:user:import', async () => {
    const token = await t.login('auditor');
    const { status } = await t.call('POST', '/api/system/user/importData', { token, body: {} });
    expect(status).toBe(403);
  });
});
