import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import yauzl from 'yauzl';

/**
 * Reads an import spreadsheet's first sheet. It runs in a worker thread (xlsx-read-worker.mjs), so a big
 * or hostile file never holds the server's event loop; it imports no server module and speaks in
 * refusal codes that the caller turns into translated errors.
 *
 * Every byte is bounded before it is inflated:
 * 1. the zip's central directory is read with yauzl, and the declared uncompressed sizes of all entries
 *    must add up to at most maxUnpackedBytes (a zip bomb is refused here, before any inflating);
 * 2. only the entries the sheet needs are inflated, through yauzl's size-checked streams (an entry that
 *    inflates past its declared size is cut off at once) and a running byte budget;
 * 3. those entries are handed to exceljs's streaming reader, which yields the sheet row by row: reading
 *    stops at the first row past maxRows.
 * exceljs's streaming reader walks the local headers of whatever zip it gets, with no size bound, so it is
 * given a stored (uncompressed) copy holding only the checked entries, shared strings before the sheet so
 * that it streams the sheet instead of spooling it to a temporary file.
 * Why yauzl for reading: it locates entries through the central directory only and fails a stream the
 * moment it yields more than the entry declared (fflate's unzip inflates into a buffer of the declared
 * size and drops the excess silently, after spending the time). fflate only writes the stored copy.
 */

/** One uploaded file to read, with the caller's header names and limits. */
export type SheetReadTask = {
  /** The uploaded file. */
  file: Uint8Array;
  /** Header text (trimmed, lower case) to field key: every language's label and the key itself. */
  headers: Record<string, string>;
  /** Fields whose column must be present. */
  required: string[];
  maxRows: number;
  maxUnpackedBytes: number;
  /** Receives SheetReadProgress messages while rows are read. */
  progress?: MessagePort;
};
export type SheetReadRefusal = 'unreadable' | 'tooLarge' | 'tooManyRows' | 'empty';
export type SheetReadRow = { row: number; cells: Record<string, string> };
export type SheetReadResult =
  | { ok: true; missing: string[]; rows: SheetReadRow[] }
  | { ok: false; refusal: SheetReadRefusal };
/** Data rows read so far, and the sheet's declared data rows when it states its dimension. */
export type SheetReadProgress = { rows: number; total: number | null };

const PROGRESS_EVERY_ROWS = 500;

class Refused extends Error {
  constructor(readonly refusal: SheetReadRefusal) {
    super(refusal);
  }
}

export async function readSheetTask(task: SheetReadTask): Promise<SheetReadResult> {
  try {
    const parts = await checkedParts(
      Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength),
      task,
    );
    return await readRows(parts, task);
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    // Not a zip, a damaged or tampered one (an entry longer than declared), an old binary .xls, bad XML.
    return { ok: false, refusal: 'unreadable' };
  } finally {
    task.progress?.close();
  }
}

type Parts = {
  rels: Uint8Array;
  workbook: Uint8Array;
  styles?: Uint8Array;
  strings?: Uint8Array;
  sheet: Uint8Array;
};

type Archive = { zip: yauzl.ZipFile; entries: yauzl.Entry[] };

/** The zip's entries from its central directory; nothing is inflated. Rejects what is not a zip. */
async function openArchive(file: Buffer): Promise<Archive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err || !z ? reject(err) : resolve(z),
    ),
  );
  return { zip, entries: await listEntries(zip) };
}

/**
 * The refusal a file earns from its central directory alone: not a zip, or entries declaring more than
 * maxUnpackedBytes together. Cheap (no inflating), so the server runs it before queueing the file for a
 * reading thread, and the thread runs it again before trusting the sizes.
 */
export async function archiveRefusal(
  file: Buffer,
  maxUnpackedBytes: number,
): Promise<SheetReadRefusal | null> {
  try {
    return declaredRefusal(await openArchive(file), maxUnpackedBytes);
  } catch {
    return 'unreadable';
  }
}

function declaredRefusal({ entries }: Archive, maxUnpackedBytes: number): SheetReadRefusal | null {
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  return declared > maxUnpackedBytes ? 'tooLarge' : null;
}

async function checkedParts(file: Buffer, task: SheetReadTask): Promise<Parts> {
  const archive = await openArchive(file);
  const refusal = declaredRefusal(archive, task.maxUnpackedBytes);
  if (refusal) throw new Refused(refusal);
  const { zip, entries } = archive;
  const byName = new Map(entries.map((e) => [e.fileName, e]));
  const budget = { left: task.maxUnpackedBytes };
  const read = async (name: string) => {
    const entry = byName.get(name);
    return entry ? inflate(zip, entry, budget) : undefined;
  };
  const workbook = await read('xl/workbook.xml');
  const rels = await read('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new Refused('unreadable');
  const sheetName = firstSheetPath(workbook, rels, [...byName.keys()]);
  const sheet = sheetName ? await read(sheetName) : undefined;
  if (!sheet) throw new Refused('unreadable');
  return {
    rels,
    workbook,
    styles: await read('xl/styles.xml'),
    strings: await read('xl/sharedStrings.xml'),
    sheet,
  };
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** One entry's bytes; yauzl stops the stream past the entry's declared size, the budget past the cap. */
function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(new Refused('tooLarge'));
        } else chunks.push(chunk);
      });
      stream.once('error', reject);
      stream.once('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The path of the first sheet in tab order (workbook.xml lists the sheets in that order; the relations
 * give each one's part), else the lowest-numbered sheet part.
 */
function firstSheetPath(workbook: Uint8Array, rels: Uint8Array, names: string[]): string | undefined {
  const sheetTag = /<(?:\w+:)?sheet\s[^>]*>/.exec(Buffer.from(workbook).toString('utf8'))?.[0] ?? '';
  const relId = attribute(sheetTag, '[\\w]+:id');
  for (const tag of Buffer.from(rels)
    .toString('utf8')
    .match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []) {
    const target = attribute(tag, 'Target');
    if (relId && target && attribute(tag, 'Id') === relId) {
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      if (names.includes(path)) return path;
    }
  }
  const sheetNumber = (name: string) =>
    Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.NaN);
  return names
    .filter((name) => !Number.isNaN(sheetNumber(name)))
    .sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
}

/** The sheet's last row by its <dimension ref="A1:V10001"/>, which writers put before the rows. */
function declaredDataRows(sheet: Uint8Array): number | null {
  const head = Buffer.from(sheet.subarray(0, 4096)).toString('utf8');
  const ref = /<(?:\w+:)?dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head);
  if (!ref?.[1]) return null;
  return Math.max(0, Number(ref[1]) - 1);
}

const EMPTY_STRINGS = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

async function readRows(parts: Parts, task: SheetReadTask): Promise<SheetReadResult> {
  const files: Record<string, Uint8Array> = {
    'xl/_rels/workbook.xml.rels': parts.rels,
    'xl/workbook.xml': parts.workbook,
    ...(parts.styles ? { 'xl/styles.xml': parts.styles } : {}),
    'xl/sharedStrings.xml': parts.strings ?? EMPTY_STRINGS,
    'xl/worksheets/sheet1.xml': parts.sheet,
  };
  const total = declaredDataRows(parts.sheet);
  task.progress?.postMessage({ rows: 0, total } satisfies SheetReadProgress);
  const input = Readable.from([zipSync(files, { level: 0 })]);
  const book = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers, as the whole-workbook reader did.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const fieldAt = new Map<number, string>();
  const rows: SheetReadRow[] = [];
  let headerSeen = false;
  let missing: string[] = [];
  const checkHeader = () => {
    headerSeen = true;
    const present = new Set(fieldAt.values());
    missing = task.required.filter((field) => !present.has(field));
  };
  try {
    for await (const sheet of book) {
      for await (const row of sheet) {
        if (row.number === 1) {
          row.eachCell((cell, col) => {
            const field = task.headers[cell.text.trim().toLowerCase()];
            if (field && ![...fieldAt.values()].includes(field)) fieldAt.set(col, field);
          });
          checkHeader();
        } else {
          if (!headerSeen) checkHeader();
          if (missing.length > 0) break;
          const cells: Record<string, string> = {};
          for (const [col, field] of fieldAt) {
            const text = row.getCell(col).text.trim();
            if (text) cells[field] = text;
          }
          if (Object.keys(cells).length > 0) {
            rows.push({ row: row.number, cells });
            if (rows.length > task.maxRows) throw new Refused('tooManyRows');
            if (rows.length % PROGRESS_EVERY_ROWS === 0) {
              task.progress?.postMessage({ rows: rows.length, total } satisfies SheetReadProgress);
            }
          }
        }
      }
      break;
    }
  } finally {
    input.destroy();
  }
  if (!headerSeen) checkHeader();
  if (missing.length > 0) return { ok: true, missing, rows: [] };
  if (rows.length === 0) throw new Refused('empty');
  task.progress?.postMessage({ rows: rows.length, total: rows.length } satisfies SheetReadProgress);
  return { ok: true, missing, rows };
}
