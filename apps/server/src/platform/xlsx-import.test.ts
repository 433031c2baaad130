import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_MAX_UNPACKED_BYTES, SUPER_USER_ID } from '@tms/domain';
import { count, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { type ImportProgress, importProgress, importProgressKey } from './import-progress';
import { closeImportReaders } from './xlsx-import';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await closeImportReaders();
  await t.close();
});

const HEADER = ['Station code', 'Station name', 'Station type', 'City'];

async function stationSheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('stations');
  ws.addRow(HEADER);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(fileName: string, content: Buffer) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, content: Buffer, options: { lang?: string; importId?: string } = {}) {
  const { body, type } = multipart('import.xlsx', content);
  return t.call<unknown>('POST', url, {
    token: admin,
    lang: options.lang ?? 'en-US',
    body,
    headers: { 'content-type': type, ...(options.importId ? { 'x-import-id': options.importId } : {}) },
  });
}

/**
 * A genuine station workbook whose sheet carries `megabytes` MB of identical rows after its header: a few
 * hundred KB zipped, as the reported file (598 KB that unpack to 200 MB). Built in streaming so the test
 * never holds the unpacked sheet.
 */
async function zipBomb(megabytes: number): Promise<Buffer> {
  const parts = unzipSync(await stationSheet([['BOMB-1', 'bomb', '1', 'Shanghai']]));
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  const row = '<row><c t="inlineStr"><is><t>bomb</t></is></c></row>';
  const block = strToU8(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  for (const [name, data] of Object.entries(parts)) {
    if (name !== 'xl/worksheets/sheet1.xml') {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
      continue;
    }
    const xml = Buffer.from(data).toString('utf8');
    const end = xml.indexOf('</sheetData>');
    const entry = new ZipDeflate(name, { level: 1 });
    zip.add(entry);
    entry.push(strToU8(xml.slice(0, end)));
    for (let i = 0; i < megabytes; i++) entry.push(block);
    entry.push(strToU8(xml.slice(end)), true);
  }
  zip.end();
  return Buffer.concat(out);
}

/** The same archive with the sheet's uncompressed size in the central directory set to `size`. */
function understated(file: Buffer, entryName: string, size: number): Buffer {
  const copy = Buffer.from(file);
  const endOfDirectory = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = copy.readUInt32LE(endOfDirectory + 16);
  while (copy.readUInt32LE(at) === 0x02014b50) {
    const nameLength = copy.readUInt16LE(at + 28);
    const name = copy.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === entryName) copy.writeUInt32LE(size, at + 24);
    at += 46 + nameLength + copy.readUInt16LE(at + 30) + copy.readUInt16LE(at + 32);
  }
  return copy;
}

const imported = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(stations)
      .where(like(stations.code, `${prefix}%`))
  )[0]?.n;

/** The measured figures, printed when asked for (TMS_PRINT_FIGURES=1); the assertions hold either way. */
function printFigure(line: string): void {
  if (process.env.TMS_PRINT_FIGURES) console.log(line);
}

describe('a zip bomb', () => {
  it('is refused by its declared size in under 2 s, in the caller language, and nothing is read', async () => {
    const file = await zipBomb(200);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const en = await upload('/api/system/station/importData', file);
    const ms = performance.now() - started;
    printFigure(`a 200 MB zip bomb of ${Math.round(file.length / 1024)} KB refused in ${Math.round(ms)} ms`);
    expect(en.body.code).toBe(500);
    expect(en.body.msg).toBe(
      'The file unpacks to more than 100 MB; split it into smaller files and import them one by one',
    );
    expect(ms).toBeLessThan(2_000);
    const zh = await upload('/api/system/station/importData', file, { lang: 'zh-CN' });
    expect(zh.body.msg).toBe('文件解压后超过 100 MB，请拆分为多个文件后分批导入');
    const hk = await upload('/api/system/station/importData', file, { lang: 'zh-HK' });
    expect(hk.body.msg).toBe('文件解壓後超過 100 MB，請拆分為多個文件後分批導入');
    expect(await imported('BOMB-')).toBe(0);
  });

  it('that understates its sizes is cut off as soon as the sheet outgrows them, in under 2 s', async () => {
    const file = understated(await zipBomb(200), 'xl/worksheets/sheet1.xml', 64 * 1024);
    // This one reaches a reading thread: start it first, so that the figure is the refusal's own.
    await upload('/api/system/user/importData', await stationSheet([]));
    const started = performance.now();
    const { body } = await upload('/api/system/station/importData', file);
    const ms = performance.now() - started;
    printFigure(`a zip bomb that understates its sizes refused in ${Math.round(ms)} ms`);
    expect(body).toMatchObject({
      code: 500,
      msg: 'The file cannot be read; use the template and save it as .xlsx',
    });
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses through every area the same way', async () => {
    const file = await zipBomb(IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024 + 1);
    for (const url of [
      '/api/system/user/importData',
      '/api/system/station/importData',
      '/api/system/client/importData',
      '/api/system/driver/importData',
      '/api/system/transmeans/importData',
      '/api/system/item/importData',
      '/api/order/waybill/importData',
    ]) {
      const { body } = await upload(url, file);
      expect({ url, msg: body.msg }).toEqual({
        url,
        msg: 'The file unpacks to more than 100 MB; split it into smaller files and import them one by one',
      });
    }
  });
});

describe('rows', () => {
  it('are limited per area through the shared reader (users: 2,000)', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [`row.${i}`, `行${i}`]);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('users');
    ws.addRow(['Login name', 'Nickname']);
    for (const row of rows) ws.addRow(row);
    const { body } = await upload('/api/system/user/importData', Buffer.from(await book.xlsx.writeBuffer()));
    expect(body).toMatchObject({ code: 500, msg: 'At most 2000 rows per import' });
  });
});

describe('a large legitimate import', () => {
  it('leaves the API answering while its 10,000 rows are read, and reports its progress', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `BIG-${i + 1}`,
      `大文件门店${i + 1}`,
      '1',
      '上海市',
    ]);
    const file = await stationSheet(rows);
    const importId = randomUUID();
    const key = importProgressKey(SUPER_USER_ID, importId);
    // The event loop's own measure: how late a 10 ms timer fires, put down to the phase the import is in.
    const lateness: Record<string, number[]> = {};
    const answers: Record<string, number[]> = {};
    const put = (into: Record<string, number[]>, phase: string, ms: number) => {
      into[phase] = [...(into[phase] ?? []), ms];
    };
    let last = performance.now();
    const sampler = setInterval(() => {
      const now = performance.now();
      const phase = importProgress(key)?.phase ?? 'none';
      put(lateness, phase, now - last - 10);
      last = now;
    }, 10);
    let finished = false;
    const importing = upload('/api/system/station/importData', file, { importId }).finally(() => {
      finished = true;
    });
    const seen: ImportProgress[] = [];
    try {
      while (!finished) {
        const started = performance.now();
        const [progress, list] = await Promise.all([
          t.call<ImportProgress | null>('GET', `/api/system/import/progress?id=${importId}`, {
            token: admin,
          }),
          t.call('GET', '/api/system/station/list?pageNum=1&pageSize=10', { token: admin }),
        ]);
        const ms = performance.now() - started;
        expect(list.body.code).toBe(0);
        if (progress.body.data) seen.push(progress.body.data);
        put(answers, progress.body.data?.phase ?? 'none', ms);
        await sleep(20);
      }
    } finally {
      clearInterval(sampler);
    }
    const { body } = await importing;
    expect(body).toMatchObject({ code: 0, data: { count: 10_000 } });

    const max = (values: number[] = []) => Math.round(Math.max(0, ...values));
    const reading = [...(answers.queued ?? []), ...(answers.reading ?? [])];
    const readingDelay = [...(lateness.queued ?? []), ...(lateness.reading ?? [])];
    printFigure(
      `station import, 10,000 rows: ${reading.length} GET pairs while reading, slowest ${max(reading)} ms, ` +
        `event loop at most ${max(readingDelay)} ms late; while checking and saving: ` +
        `${answers.checking?.length ?? 0} GET pairs, slowest ${max(answers.checking)} ms, event loop at most ` +
        `${max(lateness.checking)} ms late`,
    );
    expect(reading.length).toBeGreaterThan(1);
    // Reading happens in a worker thread: the API keeps answering (a blocked thread would show as seconds).
    expect(max(reading)).toBeLessThan(1000);
    expect(max(readingDelay)).toBeLessThan(1000);
    // PGlite runs the database inside this thread, so while the import's transaction writes 10,000
    // stations nothing else reaches it (the embedded database's nature; the figures are printed above).
    // On PostgreSQL the whole import, checking and saving included, must leave the API answering: a
    // blocked thread shows as seconds. The 200 ms budget is a benchmark (the figures printed above), not
    // a limit a shared, loaded machine can promise in every run.
    if (process.env.DATABASE_URL) expect(max(Object.values(answers).flat())).toBeLessThan(1000);
    const read = seen.filter((p) => p.phase === 'reading');
    expect(read.some((p) => p.total === 10_000)).toBe(true);
    expect(read.map((p) => p.rows)).toEqual([...read.map((p) => p.rows)].sort((a, b) => a - b));
    expect(await imported('BIG-')).toBe(10_000);
  }, 120_000);
});
