import { describe, expect, it } from 'vitest';
import {
  EPOD_IMAGE_MAX,
  EPOD_IMAGE_MAX_BYTES,
  epodImageDeleteProblem,
  epodImageProblem,
  epodQuantityMismatches,
  epodRecordProblems,
  isEpodEditable,
  isShipmentReceivable,
  parseReceivedQuantity,
  receivedAsShipped,
} from './epod';

const photo = { status: 'N', imageReturn: true, existing: 0, fileName: 'note.jpg', size: 1024 };

describe('receipt photos', () => {
  it('a photo of a client with image return, under the limits, may be added', () => {
    expect(epodImageProblem(photo)).toBeNull();
  });
  it('a client without image return takes no photo', () => {
    expect(epodImageProblem({ ...photo, imageReturn: false })).toEqual({
      key: 'epod.client.imageReturnDisabled',
    });
  });
  it('the fifth photo is accepted, the sixth refused', () => {
    expect(epodImageProblem({ ...photo, existing: EPOD_IMAGE_MAX - 1 })).toBeNull();
    expect(epodImageProblem({ ...photo, existing: EPOD_IMAGE_MAX })).toEqual({
      key: 'epod.image.tooMany',
      params: { max: 5 },
    });
  });
  it('20 MB exactly is accepted, one byte more refused', () => {
    expect(epodImageProblem({ ...photo, size: EPOD_IMAGE_MAX_BYTES })).toBeNull();
    expect(epodImageProblem({ ...photo, size: EPOD_IMAGE_MAX_BYTES + 1 })?.key).toBe('epod.image.tooLarge');
  });
  it('only images: a pdf is refused, an upper-case JPEG accepted', () => {
    expect(epodImageProblem({ ...photo, fileName: 'note.pdf' })?.key).toBe('epod.image.imagesOnly');
    expect(epodImageProblem({ ...photo, fileName: 'noext' })?.key).toBe('epod.image.imagesOnly');
    expect(epodImageProblem({ ...photo, fileName: 'NOTE.JPEG' })).toBeNull();
  });
  it('an audited receipt takes no photo, whatever else holds', () => {
    expect(epodImageProblem({ ...photo, status: 'A', imageReturn: false })).toEqual({ key: 'epod.audited' });
  });
  it('an audited receipt is read-only and its photos cannot be deleted', () => {
    expect(isEpodEditable({ status: 'A' })).toBe(false);
    expect(epodImageDeleteProblem({ status: 'A', imageReturn: true, images: 3 })).toEqual({
      key: 'epod.image.auditedNoDelete',
    });
    expect(epodImageDeleteProblem({ status: 'N', imageReturn: true, images: 2 })).toBeNull();
    expect(epodImageDeleteProblem({ status: 'P', imageReturn: true, images: 1 })).toBeNull();
  });
  it('a recorded receipt of a client that takes photos back keeps its last photo', () => {
    expect(epodImageDeleteProblem({ status: 'N', imageReturn: true, images: 1 })).toEqual({
      key: 'epod.image.keepOne',
    });
  });
});

describe('a receipt is recorded only when complete', () => {
  const lines = [
    { lineNo: 1, itemName: 'Frozen dumplings', received: '20' },
    { lineNo: 2, itemName: 'Milk', received: '0' },
  ];
  it('every line received (0 included) and a photo for a client with image return: nothing missing', () => {
    expect(epodRecordProblems({ lines, imageReturn: true, images: 1 })).toEqual([]);
  });
  it('a line without its received quantity is named with its item', () => {
    expect(
      epodRecordProblems({
        lines: [...lines, { lineNo: 3, itemName: null, itemCode: 'SKU3', received: ' ' }],
        imageReturn: false,
        images: 0,
      }),
    ).toEqual([{ key: 'epod.received.required', params: { lineNo: 3, item: 'SKU3' } }]);
  });
  it('a client with image return needs a photo; without it none is asked for', () => {
    expect(epodRecordProblems({ lines, imageReturn: true, images: 0 })).toEqual([
      { key: 'epod.image.required' },
    ]);
    expect(epodRecordProblems({ lines, imageReturn: false, images: 0 })).toEqual([]);
  });
  it('lists every problem, lines in order, then the photo', () => {
    const found = epodRecordProblems({
      lines: [
        { lineNo: 1, itemName: 'A', received: null },
        { lineNo: 2, itemName: 'B', received: '1.2345' },
      ],
      imageReturn: true,
      images: 0,
    });
    expect(found.map((p) => p.key)).toEqual([
      'epod.received.required',
      'epod.received.invalid',
      'epod.image.required',
    ]);
  });
  it('"as shipped" fills each line with its shipped quantity as people write it', () => {
    expect(
      receivedAsShipped([
        { waybillLineId: 'l1', shippedQuantity: '20.000' },
        { waybillLineId: 'l2', shippedQuantity: '5.500' },
        { waybillLineId: 'l3', shippedQuantity: '0.001' },
      ]),
    ).toEqual({ l1: '20', l2: '5.5', l3: '0.001' });
  });
});

describe('received quantities', () => {
  it('are exact decimals with at most three places; empty is not received', () => {
    expect(parseReceivedQuantity('18')).toBe('18.000');
    expect(parseReceivedQuantity(' 19.999 ')).toBe('19.999');
    expect(parseReceivedQuantity('')).toBeNull();
    expect(parseReceivedQuantity(null)).toBeNull();
    expect(parseReceivedQuantity('1.2345')).toBe('invalid');
    expect(parseReceivedQuantity('-1')).toBe('invalid');
    expect(parseReceivedQuantity('abc')).toBe('invalid');
    expect(parseReceivedQuantity('1e3')).toBe('invalid');
  });
  it('a receipt is recorded only for a shipment in transit or finished', () => {
    expect(isShipmentReceivable({ status: 'T' })).toBe(true);
    expect(isShipmentReceivable({ status: 'F' })).toBe(true);
    expect(isShipmentReceivable({ status: 'X' })).toBe(false);
  });
});

describe('quantity mismatches at receipt', () => {
  it('a short delivery is one QUANTITY_MISMATCH about its waybill line; equal and unreceived lines are none', () => {
    const found = epodQuantityMismatches({
      lines: [
        { waybillLineId: 'l1', shipped: '20.000', received: '18' },
        { waybillLineId: 'l2', shipped: '5', received: '5.000' },
        { waybillLineId: 'l3', shipped: '7', received: null },
      ],
    });
    expect(found).toEqual([
      {
        kind: 'QUANTITY_MISMATCH',
        subject: 'waybillLine:l1',
        detail: { expected: '20', actual: '18', difference: '-2' },
      },
    ]);
  });
  it('compares exactly: 19.999 received of 20 is a mismatch', () => {
    const [found] = epodQuantityMismatches({
      lines: [{ waybillLineId: 'l1', shipped: '20', received: '19.999' }],
    });
    expect(found?.detail).toEqual({ expected: '20', actual: '19.999', difference: '-0.001' });
  });
});
