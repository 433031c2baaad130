import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { uuid: string; itemId: string; itemCode: string | null; barcode: string; mainFlag: string };

let t: TestApp;
let admin: string;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const { body } = await t.call<Row[]>('GET', '/api/system/goodsBarcode/list?barcode=6901234567892', {
    token: admin,
  });
  itemId = body.data[0]?.itemId ?? '';
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>) =>
  t.call<{ uuid: string }>('POST', url, { token: admin, body, lang: 'en-US' });

describe('goods barcodes', () => {
  it('lists the seeded main barcodes with their items', async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/goodsBarcode/list?mainFlag=Y', { token: admin });
    expect(body.data.map((r) => r.barcode)).toEqual(['6901234567892', '6901234567908', '6901234567915']);
    expect(body.data.every((r) => r.itemCode?.startsWith('I'))).toBe(true);
  });

  it('refuses an EAN-13 with a wrong check digit and names the right one', async () => {
    const { body } = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: '6901234567893',
      barcodeType: 'EAN13',
    });
    expect(body.msg).toBe('The barcode check digit is wrong; it should be 2');
  });

  it('refuses a barcode with other characters, or longer than 64', async () => {
    const dash = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: 'AB-12',
      barcodeType: 'CODE128',
    });
    expect(dash.body.msg).toContain('A barcode holds letters and digits only');
    const long = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: 'A'.repeat(65),
      barcodeType: 'QR',
    });
    expect(long.body.code).toBe(400);
  });

  it('a barcode is unique', async () => {
    const { body } = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: '6901234567892',
      barcodeType: 'EAN13',
    });
    expect(body.msg).toBe('Barcode "6901234567892" already exists');
  });

  it('an item has one main barcode: a second main is refused, a second plain one is fine', async () => {
    const second = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: '16901234567899',
      barcodeType: 'ITF14',
      unit: '箱',
      conversionFactor: 10,
      mainFlag: 'Y',
    });
    expect(second.body.msg).toBe(
      'This item already has the main barcode "6901234567892"; an item has one main barcode',
    );
    const plain = await post('/api/system/goodsBarcode/save', {
      itemId,
      barcode: '16901234567899',
      barcodeType: 'ITF14',
      unit: '箱',
      conversionFactor: 10,
    });
    expect(plain.body.code).toBe(0);
    // Changing the main barcode itself keeps it main.
    const main = await t.call<Row[]>('GET', '/api/system/goodsBarcode/list?barcode=6901234567892', {
      token: admin,
    });
    const keep = await post('/api/system/goodsBarcode/update', {
      uuid: main.body.data[0]?.uuid,
      itemId,
      barcode: '6901234567892',
      barcodeType: 'EAN13',
      mainFlag: 'Y',
      remark: '主条码',
    });
    expect(keep.body.code).toBe(0);
  });

  it('the conversion factor is a whole number of 1 or more; the item must exist', async () => {
    for (const conversionFactor of [0, 2.5]) {
      const { body } = await post('/api/system/goodsBarcode/save', {
        itemId,
        barcode: 'CF1',
        barcodeType: 'CODE128',
        conversionFactor,
      });
      expect(body.msg).toContain('The conversion factor must be a whole number of 1 or more');
    }
    const noItem = await post('/api/system/goodsBarcode/save', {
      itemId: 'no-such-item',
      barcode: 'CF1',
      barcodeType: 'CODE128',
    });
    expect(noItem.body.msg).toBe('The item does not exist');
  });

  it('exports the list', async () => {
    const file = await readExport(t, '/api/system/goodsBarcode/export?mainFlag=Y', admin);
    expect(file.header[0]).toBe('Barcode');
    expect(file.codes).toContain('6901234567908');
  });
});
