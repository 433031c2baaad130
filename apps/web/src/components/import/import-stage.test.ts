import { describe, expect, it } from 'vitest';
import { importStage, newImportId } from './import-stage';

describe('importStage (ImportModal)', () => {
  it('shows the upload until the file is sent', () => {
    expect(importStage(40, null)).toEqual({ percent: 40, key: 'import.stage.uploading' });
    expect(importStage(40, { phase: 'reading', rows: 500, total: 1000 }).key).toBe('import.stage.uploading');
  });

  it('waits without a figure while the server has not begun reading', () => {
    expect(importStage(100, null)).toEqual({ percent: null, key: 'import.stage.queued' });
    expect(importStage(100, { phase: 'queued', rows: 0, total: null }).percent).toBeNull();
  });

  it('reads rows against the rows the sheet declares, never reaching 100 before the answer', () => {
    expect(importStage(100, { phase: 'reading', rows: 2500, total: 10_000 })).toEqual({
      percent: 25,
      key: 'import.stage.reading',
      params: { rows: 2500, total: 10_000 },
    });
    expect(importStage(100, { phase: 'reading', rows: 10_000, total: 10_000 }).percent).toBe(99);
    expect(importStage(100, { phase: 'reading', rows: 700, total: null })).toEqual({
      percent: null,
      key: 'import.stage.readingRows',
      params: { rows: 700 },
    });
  });

  it('checks and saves the rows read', () => {
    expect(importStage(100, { phase: 'checking', rows: 10_000, total: 10_000 })).toEqual({
      percent: 99,
      key: 'import.stage.checking',
      params: { rows: 10_000 },
    });
  });

  it('makes an id the server accepts', () => {
    expect(newImportId()).toMatch(/^[\w-]{8,64}$/);
  });
});
