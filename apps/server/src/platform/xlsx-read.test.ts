import { MessageChannel } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSheetTask, type SheetReadProgress, type SheetReadTask } from './xlsx-read';

const HEADERS = { code: 'code', name: 'name', 'station code': 'code', 'station name': 'name' };

async function book(sheets: Record<string, (string | number)[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Runs the reader in this thread, collecting the progress it posts. */
async function read(file: Uint8Array, options: Partial<SheetReadTask> = {}) {
  const channel = new MessageChannel();
  const progress: SheetReadProgress[] = [];
  channel.port1.on('message', (p: SheetReadProgress) => progress.push(p));
  const result = await readSheetTask({
    file,
    headers: HEADERS,
    required: ['code'],
    maxRows: 20_000,
    maxUnpackedBytes: 100 * 1024 * 1024,
    progress: channel.port2,
    ...options,
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  channel.port1.close();
  return { result, progress };
}

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => [`S${i + 1}`, `站点${i + 1}`]);

describe('readSheetTask (runs in the import worker)', () => {
  it('reads the rows of the first sheet by header, skipping blank rows, with progress', async () => {
    const file = await book({
      stations: [['Station code', 'Station name', 'Other'], ...rowsOf(1200), [], ['S9', 9]],
    });
    const { result, progress } = await read(file);
    expect(result.ok && result.rows.length).toBe(1201);
    expect(result.ok && result.rows.at(-1)).toEqual({ row: 1203, cells: { code: 'S9', name: '9' } });
    expect(progress.map((p) => p.rows)).toEqual([0, 500, 1000, 1201]);
    expect(progress[0]?.total).toBe(1202);
  });

  it('stops reading at the first row past the limit', async () => {
    const file = await book({ stations: [['code', 'name'], ...rowsOf(5000)] });
    const { result, progress } = await read(file, { maxRows: 600 });
    expect(result).toEqual({ ok: false, refusal: 'tooManyRows' });
    // Progress is posted every 500 rows: a reader that went on would have posted 1000, 1500, …
    expect(Math.max(...progress.map((p) => p.rows))).toBe(500);
  });

  it('refuses by the declared sizes before inflating anything', async () => {
    const file = await book({ stations: [['code', 'name'], ...rowsOf(100)] });
    const { result, progress } = await read(file, { maxUnpackedBytes: 4096 });
    expect(result).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(progress).toEqual([]);
  });

  it('cuts off an entry that inflates past its declared size', async () => {
    const file = Buffer.from(await book({ stations: [['code', 'name'], ...rowsOf(3000)] }));
    const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let at = file.readUInt32LE(eocd + 16);
    while (file.readUInt32LE(at) === 0x02014b50) {
      const nameLength = file.readUInt16LE(at + 28);
      if (file.toString('utf8', at + 46, at + 46 + nameLength) === 'xl/worksheets/sheet1.xml') {
        file.writeUInt32LE(1000, at + 24);
      }
      at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    }
    expect((await read(new Uint8Array(file))).result).toEqual({ ok: false, refusal: 'unreadable' });
  });

  it('reads the first sheet in tab order, whatever its part is called', async () => {
    const parts = unzipSync(await book({ first: [['code'], ['FIRST']], second: [['code'], ['SECOND']] }));
    const workbook = strFromU8(parts['xl/workbook.xml'] ?? new Uint8Array());
    const sheets = workbook.match(/<sheet [^>]*\/>/g) ?? [];
    expect(sheets).toHaveLength(2);
    // Move the second tab in front: its part stays sheet2.xml.
    parts['xl/workbook.xml'] = strToU8(
      workbook.replace(`${sheets[0]}${sheets[1]}`, `${sheets[1]}${sheets[0]}`),
    );
    const { result } = await read(zipSync(parts));
    expect(result.ok && result.rows).toEqual([{ row: 2, cells: { code: 'SECOND' } }]);
  });

  it('names a missing required column and refuses a sheet without rows or a file that is no xlsx', async () => {
    expect((await read(await book({ s: [['name'], ['x']] }))).result).toEqual({
      ok: true,
      missing: ['code'],
      rows: [],
    });
    expect((await read(await book({ s: [['code']] }))).result).toEqual({ ok: false, refusal: 'empty' });
    expect((await read(strToU8('code,name\nA,B'))).result).toEqual({ ok: false, refusal: 'unreadable' });
  });
});
