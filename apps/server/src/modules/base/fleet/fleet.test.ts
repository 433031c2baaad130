import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, ossFiles, vehicles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { todayIn } from './fleet-shared';

let t: TestApp;
let admin: string;
let carrierUser: string;
let gzDispatcher: string;
let image: string;
let pdf: string;
const today = todayIn('Asia/Shanghai');
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayOffset = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  carrierUser = await t.login('zhou.carrier');
  gzDispatcher = await t.login('chen.jie');
  const files = await t.database.db
    .insert(ossFiles)
    .values([
      {
        fileName: 'a.png',
        originalName: 'licence.png',
        fileSuffix: 'png',
        url: '',
        size: 10,
        contentType: 'image/png',
      },
      {
        fileName: 'b.pdf',
        originalName: 'policy.pdf',
        fileSuffix: 'pdf',
        url: '',
        size: 10,
        contentType: 'application/pdf',
      },
    ])
    .returning({ id: ossFiles.id });
  image = String(files[0]?.id);
  pdf = String(files[1]?.id);
});
afterAll(async () => {
  await t.close();
});

type Envelope<T = unknown> = { status: number; body: { code: number; msg: string; data: T; total?: number } };
const post = <T = unknown>(url: string, body: unknown, token = admin) =>
  t.call<T>('POST', url, { token, body, lang: 'en-US' }) as Promise<Envelope<T>>;
const get = <T = unknown>(url: string, token = admin) =>
  t.call<T>('GET', url, { token, lang: 'en-US' }) as Promise<Envelope<T>>;

type Row = { uuid: string; code: string; name: string };

describe('carriers', () => {
  it('lists the eight seeded carriers, sorts remotely and refuses an unknown sort field', async () => {
    const list = await get<Row[]>('/api/system/carrier/list?sortField=code&sortOrder=descend&pageSize=3');
    expect(list.body.total).toBe(8);
    expect(list.body.data.map((c) => c.code)).toEqual(['CR08', 'CR07', 'CR06']);
    const bad = await get('/api/system/carrier/list?sortField=password');
    expect(bad.body.msg).toBe('Sorting by "password" is not supported');
  });

  it('offers only approved, non-blacklisted carriers in dropBox; searchSelect shows all', async () => {
    const drop = await get<Row[]>('/api/system/carrier/dropBox');
    expect(drop.body.data.map((c) => c.code)).toEqual(['CR01', 'CR02', 'CR04', 'CR07']);
    const all = await get<Row[]>('/api/system/carrier/searchSelect');
    expect(all.body.data).toHaveLength(8);
  });

  it('refuses a taken code and a bad mobile; a new carrier is pending review', async () => {
    const taken = await post('/api/system/carrier/save', { code: 'CR01', name: 'x' });
    expect(taken.body.msg).toBe('Code "CR01" already exists');
    const mobile = await post('/api/system/carrier/save', { code: 'CR99', name: 'x', mobile: '12345' });
    expect(mobile.body.code).toBe(400);
    const saved = await post<{ uuid: string }>('/api/system/carrier/save', {
      code: 'CR09',
      name: '东莞鲜达冷链有限公司',
      mobile: '13800138000',
    });
    const one = await get<{ reviewStatus: string; blacklist: string }>(
      `/api/system/carrier/get/${saved.body.data.uuid}`,
    );
    expect(one.body.data).toMatchObject({ reviewStatus: '0', blacklist: 'N' });
  });

  it('blacklists with a reason only, refuses doing it twice, and takes the carrier out again', async () => {
    const noReason = await post('/api/system/carrier/blacklistIn', { ids: ['cr02'] });
    expect(noReason.body.msg).toBe('Enter the reason for blacklisting');
    expect(
      (await post('/api/system/carrier/blacklistIn', { ids: ['cr02'], reason: '温控超标' })).body.code,
    ).toBe(0);
    expect((await get<Row[]>('/api/system/carrier/dropBox')).body.data.map((c) => c.code)).not.toContain(
      'CR02',
    );
    const twice = await post('/api/system/carrier/blacklistIn', { ids: ['cr02'], reason: 'again' });
    expect(twice.body.msg).toBe('Carrier "CR02" is already blacklisted');
    expect((await post('/api/system/carrier/blacklistOut', { ids: ['cr02'] })).body.code).toBe(0);
    // A different body than the call before: the repeat-submit guard refuses identical calls within 5 s.
    const notListed = await post('/api/system/carrier/blacklistOut', { ids: ['cr02', 'cr02'] });
    expect(notListed.body.msg).toBe('Carrier "CR02" is not blacklisted');
    const one = await get<{ blacklist: string; blacklistReason: string | null }>(
      '/api/system/carrier/get/cr02',
    );
    expect(one.body.data).toMatchObject({ blacklist: 'N', blacklistReason: null });
  });

  it('reviews: rejecting needs a remark, approving a pending carrier puts it in dropBox, the same status twice is refused', async () => {
    const bare = await post('/api/system/carrier/review', { ids: ['cr03'], reviewStatus: '2' });
    expect(bare.body.msg).toBe('Enter a remark when rejecting');
    expect((await post('/api/system/carrier/review', { ids: ['cr03'], reviewStatus: '1' })).body.code).toBe(
      0,
    );
    expect((await get<Row[]>('/api/system/carrier/dropBox')).body.data.map((c) => c.code)).toContain('CR03');
    const again = await post('/api/system/carrier/review', {
      ids: ['cr03'],
      reviewStatus: '1',
      reviewRemark: 'ok',
    });
    expect(again.body.msg).toBe('"CR03" already has this review status');
    const reject = await post('/api/system/carrier/review', {
      ids: ['cr03'],
      reviewStatus: '2',
      reviewRemark: '资质过期',
    });
    expect(reject.body.code).toBe(0);
    expect((await get<{ reviewRemark: string }>('/api/system/carrier/get/cr03')).body.data.reviewRemark).toBe(
      '资质过期',
    );
  });

  it('refuses to remove a carrier that still has drivers', async () => {
    const refused = await post('/api/system/carrier/remove?ids=cr04', undefined);
    expect(refused.body.msg).toBe(
      'Carrier "CR04" still has drivers, vehicles or models and cannot be deleted',
    );
  });

  it('scopes carriers: a carrier user sees its own, a Guangzhou dispatcher the carriers of DG-GZ only', async () => {
    const own = await get<Row[]>('/api/system/carrier/searchSelect', carrierUser);
    expect(own.body.data.map((c) => c.code)).toEqual(['CR01']);
    const gz = await get<Row[]>('/api/system/carrier/list?pageSize=50', gzDispatcher);
    expect(gz.body.data.map((c) => c.code)).toEqual(['CR04', 'CR05', 'CR06']);
    // Outside the caller's carriers a carrier answers as if it did not exist.
    const other = await get('/api/system/carrier/get/cr01', gzDispatcher);
    expect([other.status, other.body.code]).toEqual([200, 404]);
  });
});

const driver = (extra: Record<string, unknown> = {}) => ({
  carrierId: 'cr01',
  code: `DT${Math.floor(Math.random() * 1e6)}`,
  name: '测试司机',
  mobile: '13912345678',
  licenseImages: [image],
  ...extra,
});

describe('drivers', () => {
  it('saves a driver with a hashed password that is never returned', async () => {
    const saved = await post<{ uuid: string }>(
      '/api/system/driver/save',
      driver({ code: 'DT001', loginName: 'dt001', password: 'secret1', idCard: '11010519491231002X' }),
    );
    expect(saved.body.code).toBe(0);
    const one = await get<Record<string, unknown>>(`/api/system/driver/get/${saved.body.data.uuid}`);
    expect(one.body.data).toMatchObject({ hasPassword: true, loginName: 'dt001', licenseImages: [image] });
    expect(one.body.data).not.toHaveProperty('password');
    const stored = await t.database.db.query.drivers.findFirst({
      where: (d, { eq }) => eq(d.uuid, saved.body.data.uuid),
    });
    expect(stored?.password).toMatch(/^scrypt\$/);
  });

  it.each([
    ['a bad mobile', { mobile: '12912345678' }, 400, null],
    [
      'a bad ID card',
      { idCard: '110105194912310021' },
      500,
      'Invalid ID card number (18-character mainland ID or Hong Kong ID)',
    ],
    [
      'a licence valid from tomorrow',
      { licenseValidFrom: tomorrow },
      500,
      'The date cannot be later than today',
    ],
    ['a first issue tomorrow', { licenseFirstIssue: tomorrow }, 500, 'The date cannot be later than today'],
    [
      'a health certificate from tomorrow',
      { healthValidFrom: tomorrow },
      500,
      'The date cannot be later than today',
    ],
    [
      'a health validity ending before it starts',
      { healthValidFrom: dayOffset(-10), healthValidTo: dayOffset(-20) },
      500,
      'The end date must be after the start date',
    ],
    ['no licence image', { licenseImages: [] }, 500, 'The driving licence image is required'],
    ['eleven images', { healthImages: Array(11).fill('1') }, 500, 'At most 10 images'],
    [
      'an unknown image id',
      { licenseImages: ['999999'] },
      500,
      'Image "999999" does not exist or is not an image',
    ],
    ['a file that is no image', { licenseImages: ['PDF'] }, 500, 'is not an image'],
    ['no carrier', { carrierId: '' }, 400, null],
    [
      'another carrier scope',
      { carrierId: 'nope' },
      500,
      'Carrier "nope" does not exist or is outside your data scope',
    ],
    [
      'a login name without password',
      { loginName: 'nopass' },
      500,
      'A password (6 to 16 characters) is required with a login name',
    ],
    ['a short password', { loginName: 'shortpw', password: '12345' }, 400, null],
  ])('refuses %s', async (_case, extra, code, msg) => {
    const body = driver(
      Object.fromEntries(
        Object.entries(extra).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.map((x) => (x === 'PDF' ? pdf : x)) : v,
        ]),
      ),
    );
    const response = await post('/api/system/driver/save', body);
    expect(response.body.code).toBe(code);
    if (msg) expect(response.body.msg).toContain(msg);
  });

  it('accepts today for the not-in-the-future dates, and a Hong Kong ID', async () => {
    const ok = await post(
      '/api/system/driver/save',
      driver({
        licenseValidFrom: today,
        licenseFirstIssue: today,
        healthValidFrom: today,
        idCard: 'A123456(3)',
      }),
    );
    expect(ok.body.code).toBe(0);
  });

  it('refuses a taken code and a taken login name', async () => {
    expect((await post('/api/system/driver/save', driver({ code: 'D0001' }))).body.msg).toBe(
      'Code "D0001" already exists',
    );
    const login = await post('/api/system/driver/save', driver({ loginName: 'd0002', password: 'secret1' }));
    expect(login.body.msg).toBe('Login name "d0002" already exists');
  });

  it('scopes drivers: the carrier user sees only its carrier’s drivers and is refused another carrier’s', async () => {
    const list = await get<{ carrierId: string }[]>('/api/system/driver/list?pageSize=100', carrierUser);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(new Set(list.body.data.map((d) => d.carrierId))).toEqual(new Set(['cr01']));
    const foreign = await get('/api/system/driver/get/d0011', carrierUser);
    expect(foreign.body.code).toBe(404);
    expect((await get('/api/system/driver/get/d9999', carrierUser)).body.code).toBe(404);
    const logins = await get<{ carrierId: string }[]>('/api/system/driver/getLoginNameAll', carrierUser);
    expect(new Set(logins.body.data.map((d) => d.carrierId))).toEqual(new Set(['cr01']));
    const elsewhere = await post('/api/system/driver/save', driver({ carrierId: 'cr04' }), carrierUser);
    expect(elsewhere.body.msg).toBe('Carrier "cr04" does not exist or is outside your data scope');
    const removeForeign = await post('/api/system/driver/remove?ids=d0011', undefined, carrierUser);
    expect(removeForeign.body.code).toBe(404);
  });

  it('reviews drivers: approval needs the licence image, rejection a remark', async () => {
    // As an import leaves one: no licence picture yet.
    await t.database.db.insert(drivers).values({
      uuid: 'dt-bare',
      carrierId: 'cr01',
      code: 'DT-BARE',
      name: '导入司机',
      mobile: '13912345670',
    });
    const noImage = await post('/api/system/driver/review', { ids: ['dt-bare'], reviewStatus: '1' });
    expect(noImage.body.msg).toBe('The driving licence image is required');
    const reject = await post('/api/system/driver/review', { ids: ['dt-bare'], reviewStatus: '2' });
    expect(reject.body.msg).toBe('Enter a remark when rejecting');
  });

  it('finds the dispatch centers of a real driver and a real vehicle through their carrier', async () => {
    const sh = await get<string[]>('/api/system/dispatchCenter/getDispatchIdsDriver/d0001');
    expect(sh.body.data).toEqual(['dc-sh']);
    const vehicle = await get<string[]>('/api/system/dispatchCenter/getDispatchIdsTransMeans/v0001');
    expect(vehicle.body.data).toEqual(['dc-sh']);
    const unknown = await get<string[]>('/api/system/dispatchCenter/getDispatchIdsDriver/nobody');
    expect(unknown.body.data).toEqual([]);
  });
});

async function sheet(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('drivers');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(url: string, fileName: string, content: Buffer) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<{ row: number; field: string; message: string }[] | { count: number }>('POST', url, {
    token: admin,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('driver import', () => {
  const header = ['Carrier', 'Code', 'Name', 'Mobile', 'Licence valid from', 'Login name', 'Password'];
  it('serves a template in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/driver/importTemplate',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).text).toBe('Carrier');
  });

  it('reports the row and field of a bad row and saves nothing', async () => {
    const file = await sheet(header, [
      ['CR01', 'IMP001', '王小明', '13900001111', '2020-01-01', 'imp001', 'secret1'],
      ['CR01', 'IMP002', '李小红', '12900001111', tomorrow, '', ''],
      ['CR99', 'IMP001', '张三', '13900002222', '', '', ''],
    ]);
    const response = await upload('/api/system/driver/importData', 'drivers.xlsx', file);
    expect(response.body.code).toBe(500);
    const errors = response.body.data as { row: number; field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'mobile', message: 'Invalid mobile number' },
        { row: 3, field: 'licenseValidFrom', message: 'The date cannot be later than today' },
        {
          row: 4,
          field: 'carrierCode',
          message: 'Carrier "CR99" does not exist or is outside your data scope',
        },
        { row: 4, field: 'code', message: 'Same as row 2' },
      ]),
    );
    const list = await get<Row[]>('/api/system/driver/list?code=IMP');
    expect(list.body.total).toBe(0);
  });

  it('imports a clean file in one go, pending review', async () => {
    const file = await sheet(header, [
      ['CR01', 'IMP101', '王小明', '13900001111', '2020-01-01', 'imp101', 'secret1'],
      ['cr02', 'IMP102', '李小红', '13900001112', '2021/3/5', '', ''],
    ]);
    const response = await upload('/api/system/driver/importData', 'drivers.xlsx', file);
    expect(response.body).toMatchObject({ code: 0, data: { count: 2 } });
    const list = await get<{ code: string; reviewStatus: string; licenseValidFrom: string }[]>(
      '/api/system/driver/list?code=IMP1&sortField=code',
    );
    expect(list.body.data.map((d) => [d.code, d.reviewStatus, d.licenseValidFrom])).toEqual([
      ['IMP101', '0', '2020-01-01'],
      ['IMP102', '0', '2021-03-05'],
    ]);
  });
});

const vehicle = (extra: Record<string, unknown> = {}) => ({
  carrierId: 'cr01',
  code: `VT${Math.floor(Math.random() * 1e6)}`,
  plateNumber: `沪A${Math.floor(10000 + Math.random() * 89999)}`,
  insuranceStart: dayOffset(-100),
  insuranceEnd: dayOffset(265),
  drivingLicenseFront: [image],
  drivingLicenseBack: [image],
  insuranceFiles: [image],
  ...extra,
});

describe('vehicles', () => {
  it('saves a vehicle and normalizes its plate', async () => {
    const saved = await post<{ uuid: string; insuranceExpired: boolean }>(
      '/api/system/transmeans/save',
      vehicle({ code: 'VT001', plateNumber: '沪a·d1234 5', vehicleModelId: 'vm01', driverId: 'd0001' }),
    );
    expect(saved.body).toMatchObject({ code: 0, msg: '', data: { insuranceExpired: false } });
    const one = await get<{ plateNumber: string; thermosphereName: string; driverName: string }>(
      `/api/system/transmeans/get/${saved.body.data.uuid}`,
    );
    expect(one.body.data.plateNumber).toBe('沪AD12345');
    expect(one.body.data.thermosphereName).not.toBe('');
  });

  it.each([
    ['a bad plate', { plateNumber: '沪I1234' }, 'Invalid plate number'],
    [
      'insurance ending before it starts',
      { insuranceEnd: dayOffset(-200) },
      'The insurance end date must be after its start date',
    ],
    [
      'insurance ending the day it starts',
      { insuranceEnd: dayOffset(-100) },
      'The insurance end date must be after its start date',
    ],
    ['no insurance end', { insuranceEnd: null }, 'Required'],
    ['no licence main page', { drivingLicenseFront: [] }, 'The vehicle licence main page is required'],
    ['no licence back page', { drivingLicenseBack: [] }, 'The vehicle licence back page is required'],
    ['no insurance file', { insuranceFiles: [] }, 'The insurance document is required'],
    ['six images of one document', { transportPermit: Array(6).fill('1') }, 'At most 5 images'],
    [
      'scrap before registration',
      { registrationDate: '2020-01-01', scrapDate: '2019-01-01' },
      'The scrap date must be after the registration date',
    ],
    [
      'inspection out of order',
      { inspectionStart: '2026-01-01', inspectionEnd: '2025-01-01' },
      'The end date must be after the start date',
    ],
    ['a taken plate (after normalizing)', { plateNumber: '' }, 'already exists'],
    ['a driver of another carrier', { driverId: 'd0011' }, 'does not belong to this carrier'],
    [
      'a model of another carrier',
      { vehicleModelId: 'vm06' },
      'does not exist or belongs to another carrier',
    ],
    ['an image that is not an image', { insuranceFiles: ['PDF'] }, 'is not an image'],
  ])('refuses %s', async (_case, extra, msg) => {
    let body = vehicle(
      Object.fromEntries(
        Object.entries(extra).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.map((x) => (x === 'PDF' ? pdf : x)) : v,
        ]),
      ),
    );
    if (body.plateNumber === '') {
      const v0001 = await get<{ plateNumber: string }>('/api/system/transmeans/get/v0001');
      body = { ...body, plateNumber: ` ${v0001.body.data.plateNumber.toLowerCase()} ` };
    }
    const response = await post('/api/system/transmeans/save', body);
    expect(response.body.code).toBe(500);
    expect(response.body.msg).toContain(msg);
  });

  it('names its logistics platform by an enabled platform name; a value stored before is kept as it is', async () => {
    const base = vehicle({ code: 'VT-LP' });
    const saved = await post<{ uuid: string }>('/api/system/transmeans/save', {
      ...base,
      logisticsPlatform: 'G7 车联网平台',
    });
    expect(saved.body).toMatchObject({ code: 0 });
    const uuid = saved.body.data.uuid;
    const unknown = await post('/api/system/transmeans/update', {
      ...base,
      logisticsPlatform: 'No such platform',
      uuid,
    });
    expect(unknown.body.code).toBe(500);
    expect(unknown.body.msg).toBe('Logistics platform "No such platform" does not exist or is disabled');
    await t.database.db
      .update(vehicles)
      .set({ logisticsPlatform: 'legacy text' })
      .where(eq(vehicles.uuid, uuid));
    const kept = await post('/api/system/transmeans/update', {
      ...base,
      logisticsPlatform: 'legacy text',
      uuid,
    });
    expect(kept.body.code).toBe(0);
  });

  it('saves a vehicle with expired insurance but answers the insurance-expired warning', async () => {
    const saved = await post<{ insuranceExpired: boolean }>(
      '/api/system/transmeans/save',
      vehicle({
        code: 'VT-EXP',
        plateNumber: 'KT88',
        insuranceStart: dayOffset(-400),
        insuranceEnd: dayOffset(-1),
      }),
    );
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.insuranceExpired).toBe(true);
    expect(saved.body.msg).toContain('Saved, but the insurance of vehicle "KT88" expired');
  });

  it('leaves expired and unapproved vehicles out of the dispatch dropBox', async () => {
    const drop = await get<Row[]>('/api/system/transmeans/dropBox?carrierId=cr02');
    const codes = drop.body.data.map((v) => v.code);
    expect(codes).not.toContain('V0007'); // expired insurance
    expect(codes).not.toContain('V0009'); // pending review
    expect(codes).toContain('V0006');
    const expired = await get<{ code: string }[]>(
      '/api/system/transmeans/list?insuranceExpired=Y&pageSize=100',
    );
    expect(expired.body.data.map((v) => v.code)).toEqual(expect.arrayContaining(['V0007', 'V0023']));
  });

  it('scopes vehicles: the carrier user sees only CR01’s and is refused another’s', async () => {
    const list = await get<{ carrierId: string }[]>('/api/system/transmeans/list?pageSize=100', carrierUser);
    expect(new Set(list.body.data.map((v) => v.carrierId))).toEqual(new Set(['cr01']));
    expect((await get('/api/system/transmeans/get/v0006', carrierUser)).body.code).toBe(404);
  });

  it('review approval needs the documents', async () => {
    // As an import leaves one: no document pictures yet.
    await t.database.db.insert(vehicles).values({
      uuid: 'vt-bare',
      carrierId: 'cr01',
      code: 'VT-BARE',
      plateNumber: '沪A9T001',
      insuranceStart: today,
      insuranceEnd: dayOffset(365),
    });
    const refused = await post('/api/system/transmeans/review', { ids: ['vt-bare'], reviewStatus: '1' });
    expect(refused.body.msg).toBe('The vehicle licence main page is required');
  });

  it('a seeded vehicle shows its document pictures, and saving it unchanged passes', async () => {
    const one = await get<
      Record<string, unknown> & { drivingLicenseFront: string[]; insuranceFiles: string[] }
    >('/api/system/transmeans/get/v0043');
    expect(one.body.data.drivingLicenseFront).toHaveLength(1);
    expect(one.body.data.insuranceFiles).toHaveLength(1);
    const picture = await t.app.inject({
      url: `/api/system/oss/download/${one.body.data.drivingLicenseFront[0]}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    const saved = await post('/api/system/transmeans/update', one.body.data);
    expect(saved.body.msg).toBe('');
  });
});

describe('vehicle models', () => {
  const model = (extra: Record<string, unknown> = {}) => ({
    carrierId: 'cr01',
    code: `VMT${Math.floor(Math.random() * 1e6)}`,
    name: '4.2米冷冻车',
    temperatureLayers: ['FROZEN'],
    ratedLoadKg: '2000.5',
    ratedVolumeM3: '16.123456',
    innerLength: '4.0',
    outerLength: '4.2',
    classification: 'REEFER',
    ...extra,
  });

  it('saves a model and shows its thermosphereName', async () => {
    const saved = await post<{ uuid: string }>(
      '/api/system/transmeansModel/save',
      model({ temperatureLayers: ['CHILLED', 'FROZEN'] }),
    );
    expect(saved.body.code).toBe(0);
    const one = await get<{ thermosphereName: string; ratedVolumeM3: string }>(
      `/api/system/transmeansModel/get/${saved.body.data.uuid}`,
    );
    expect(one.body.data).toMatchObject({
      thermosphereName: 'Frozen (-18 °C)/Chilled (0 to 4 °C)',
      ratedVolumeM3: '16.123456',
    });
  });

  it.each([
    ['no layer', { temperatureLayers: [] }, 'Required'],
    ['an unknown layer', { temperatureLayers: ['HOT'] }, 'Unknown temperature layer "HOT"'],
    ['a zero rated load', { ratedLoadKg: '0' }, 'Enter a number greater than 0'],
    ['a load with 4 decimals', { ratedLoadKg: '2000.0001' }, 'At most 11 digits before and 3 after'],
    ['a volume with 7 decimals', { ratedVolumeM3: '16.1234567' }, 'At most 8 digits before and 6 after'],
    [
      'an inner length above the outer',
      { innerLength: '4.3' },
      'An inner dimension cannot exceed the outer one',
    ],
    ['an unknown classification', { classification: 'ROCKET' }, 'Unknown vehicle classification "ROCKET"'],
  ])('refuses %s', async (_case, extra, msg) => {
    const response = await post('/api/system/transmeansModel/save', model(extra));
    expect(response.body.code).toBe(500);
    expect(response.body.msg).toContain(msg);
  });

  it('keeps compartments of its layers at the columns’ scale and answers them in get, list and searchSelect', async () => {
    const body = model({
      temperatureLayers: ['FROZEN', 'CHILLED', 'AMBIENT'],
      ratedLoadKg: '8000',
      ratedVolumeM3: '40',
      compartments: [
        { tempCode: 'FROZEN', ratedLoadKg: '5000', ratedVolumeM3: 20.5 },
        { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '0' },
        // Limits nothing: not kept.
        { tempCode: 'AMBIENT', ratedLoadKg: '', ratedVolumeM3: null },
      ],
    });
    const saved = await post<{ uuid: string }>('/api/system/transmeansModel/save', body);
    expect(saved.body.code).toBe(0);
    const compartments = [
      { tempCode: 'FROZEN', ratedLoadKg: '5000.000', ratedVolumeM3: '20.500000' },
      { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '0.000000' },
    ];
    const one = await get<{ compartments: unknown }>(
      `/api/system/transmeansModel/get/${saved.body.data.uuid}`,
    );
    expect(one.body.data.compartments).toEqual(compartments);
    const list = await get<{ code: string; compartments: unknown }[]>(
      `/api/system/transmeansModel/list?code=${body.code}`,
    );
    expect(list.body.data).toEqual([expect.objectContaining({ code: body.code, compartments })]);
    const options = await get<{ code: string; compartments: unknown }[]>(
      `/api/system/transmeansModel/searchSelect?keyword=${body.code}`,
    );
    expect(options.body.data).toEqual([expect.objectContaining({ code: body.code, compartments })]);
    // An update without compartments clears them; a model saved before answers an empty list.
    const cleared = await post('/api/system/transmeansModel/update', {
      ...body,
      compartments: undefined,
      uuid: saved.body.data.uuid,
    });
    expect(cleared.body.code).toBe(0);
    const after = await get<{ compartments: unknown }>(
      `/api/system/transmeansModel/get/${saved.body.data.uuid}`,
    );
    expect(after.body.data.compartments).toEqual([]);
    const seeded = await get<{ code: string; compartments: unknown[] }[]>(
      '/api/system/transmeansModel/searchSelect?carrierId=cr04',
    );
    expect(seeded.body.data.every((m) => Array.isArray(m.compartments))).toBe(true);
  });

  it.each([
    [
      'a compartment of a layer the model lacks',
      [{ tempCode: 'AMBIENT', ratedLoadKg: '1' }],
      'Compartment layer "AMBIENT" is not one of the model’s temperature layers',
    ],
    [
      'a layer with two compartments',
      [
        { tempCode: 'FROZEN', ratedLoadKg: '1' },
        { tempCode: 'FROZEN', ratedVolumeM3: '1' },
      ],
      'Temperature layer "FROZEN" has more than one compartment',
    ],
    ['a negative figure', [{ tempCode: 'FROZEN', ratedLoadKg: '-1' }], 'Enter a number of 0 or more'],
    [
      'a volume with 7 decimals',
      [{ tempCode: 'FROZEN', ratedVolumeM3: '1.1234567' }],
      'At most 8 digits before and 6 after the decimal point',
    ],
    [
      'a load above the whole body’s',
      [{ tempCode: 'FROZEN', ratedLoadKg: '2000.501' }],
      'A compartment’s load cannot exceed the model’s rated load of 2000.5 kg',
    ],
  ])('refuses %s', async (_case, compartments, msg) => {
    const response = await post('/api/system/transmeansModel/save', model({ compartments }));
    expect(response.body.code).toBe(500);
    expect(response.body.msg).toBe(msg);
    const chinese = await t.call('POST', '/api/system/transmeansModel/save', {
      token: admin,
      lang: 'zh-CN',
      body: model({ compartments }),
    });
    expect(chinese.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('searchSelect answers the carrier’s models with layers; a carrier user sees only its own', async () => {
    const options = await get<{ code: string; thermosphereName: string }[]>(
      '/api/system/transmeansModel/searchSelect?carrierId=cr04',
    );
    expect(options.body.data.map((m) => m.code)).toEqual([
      'VM16',
      'VM17',
      'VM18',
      'VM19',
      'VM20',
      'VM44',
      'VM45',
    ]);
    const own = await get<{ code: string }[]>('/api/system/transmeansModel/searchSelect', carrierUser);
    expect(own.body.data.every((m) => /^VM0[1-5]$|^VM4[12]$|^VMT/.test(m.code))).toBe(true);
  });

  it('exports the model list as xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/transmeansModel/export',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBeGreaterThan(40);
  });
});
