import { describe, expect, it } from 'vitest';
import {
  type HandoverStop,
  handoverBandOf,
  handoverTempExceptions,
  missedStops,
  overdueFinish,
  quantityMismatch,
  type VisitedStop,
  validateExceptionHandle,
} from './shipment-exceptions';

const handover = (over: Partial<HandoverStop> = {}): HandoverStop => ({
  stopId: 1,
  sequence: 1,
  stationId: 'st-1',
  tempIn: null,
  tempOut: null,
  goods: [{ layer: 'CHILLED' }],
  ...over,
});

const visited = (over: Partial<VisitedStop> = {}): VisitedStop => ({
  stopId: 1,
  sequence: 1,
  stationId: 'st-1',
  type: 'D',
  arriveInFence: 'Y',
  ata: '2030-01-02 10:00:00',
  ...over,
});

describe('handover temperature', () => {
  it('a chilled delivery read at 6 °C on arrival is an exception naming the reading and the band', () => {
    expect(handoverTempExceptions({ stops: [handover({ tempIn: '6.00' })] })).toEqual([
      {
        kind: 'HANDOVER_TEMP',
        subject: 'stop:1:in',
        detail: expect.objectContaining({
          stopId: 1,
          moment: 'in',
          temperature: '6',
          bands: [{ layer: 'CHILLED', min: 0, max: 4 }],
        }),
      },
    ]);
  });

  it('the band’s own limits are inside it: 0 and 4 °C for chilled goods are no exception', () => {
    expect(handoverTempExceptions({ stops: [handover({ tempIn: '0', tempOut: '4.00' })] })).toEqual([]);
  });

  it('a frozen loading read at -17.99 °C on leaving is an exception (decimals are exact)', () => {
    const found = handoverTempExceptions({
      stops: [handover({ goods: [{ layer: 'FROZEN' }], tempOut: '-17.99' })],
    });
    expect(found.map((f) => f.subject)).toEqual(['stop:1:out']);
  });

  it('ambient goods, a stop without goods and a stop without a reading have nothing to check', () => {
    expect(
      handoverTempExceptions({
        stops: [
          handover({ goods: [{ layer: 'AMBIENT' }], tempIn: '25' }),
          handover({ stopId: 2, goods: [], tempIn: '25' }),
          handover({ stopId: 3, tempIn: null, tempOut: null }),
        ],
      }),
    ).toEqual([]);
  });

  it('with frozen and chilled goods at one stop, a reading fitting either band is no exception', () => {
    const both = [{ layer: 'FROZEN' }, { layer: 'CHILLED' }, { layer: 'FROZEN' }];
    expect(handoverTempExceptions({ stops: [handover({ goods: both, tempIn: '2' })] })).toEqual([]);
    const warm = handoverTempExceptions({ stops: [handover({ goods: both, tempIn: '-5' })] });
    expect(warm[0]?.detail).toMatchObject({
      bands: [
        { layer: 'CHILLED', min: 0, max: 4 },
        { layer: 'FROZEN', min: null, max: -18 },
      ],
    });
  });
});

describe('the band of goods at a handover', () => {
  it('a client\u2019s own range replaces the chilled layer\u2019s: 5 °C is within 2–6 °C', () => {
    const goods = [{ layer: 'CHILLED', clientMin: '2.0', clientMax: '6.0' }];
    expect(handoverTempExceptions({ stops: [handover({ goods, tempIn: '5' })] })).toEqual([]);
    expect(handoverTempExceptions({ stops: [handover({ goods, tempIn: '1' })] })).toHaveLength(1);
  });

  it('ambient goods of a client with a range are checked against it', () => {
    const goods = [{ layer: 'AMBIENT', clientMin: 15, clientMax: 25 }];
    expect(handoverTempExceptions({ stops: [handover({ goods, tempOut: '26' })] })[0]?.detail).toMatchObject({
      bands: [{ layer: 'AMBIENT', min: 15, max: 25 }],
    });
  });

  it('frozen goods keep their layer\u2019s band whatever their client\u2019s range', () => {
    expect(handoverBandOf({ layer: 'FROZEN', clientMin: 2, clientMax: 6 })).toEqual({
      layer: 'FROZEN',
      min: null,
      max: -18,
    });
  });
});

describe('quantity mismatch', () => {
  it('18 received of 20 shipped is an exception with the difference', () => {
    expect(quantityMismatch({ shipped: '20.000', received: '18' })).toEqual({
      kind: 'QUANTITY_MISMATCH',
      subject: 'shipment',
      detail: { expected: '20', actual: '18', difference: '-2' },
    });
  });

  it('equal decimals written differently are no exception, a thousandth apart is one', () => {
    expect(quantityMismatch({ shipped: '20.000', received: 20 })).toBeNull();
    expect(quantityMismatch({ shipped: '0.3', received: '0.300' })).toBeNull();
    expect(quantityMismatch({ shipped: '20', received: '19.999' })?.detail).toMatchObject({
      difference: '-0.001',
    });
  });

  it('nothing received recorded is nothing to compare', () => {
    expect(quantityMismatch({ shipped: '20', received: null })).toBeNull();
  });
});

describe('missed stops', () => {
  it('a stop neither seen in its fence nor given an actual arrival is missed', () => {
    const found = missedStops({
      tracked: true,
      stops: [
        visited({ stopId: 3, sequence: 3, arriveInFence: 'N', ata: null }),
        visited({ stopId: 2, sequence: 2 }),
      ],
    });
    expect(found).toEqual([
      {
        kind: 'STOP_MISSED',
        subject: 'stop:3',
        detail: { stopId: 3, sequence: 3, stationId: 'st-1', stationName: null, type: 'D' },
      },
    ]);
  });

  it('an arrival keyed in by hand counts as arrived, as does a fence arrival without a time', () => {
    expect(
      missedStops({
        tracked: true,
        stops: [visited({ arriveInFence: 'N' }), visited({ stopId: 2, sequence: 2, ata: null })],
      }),
    ).toEqual([]);
  });
});

describe('missed stops of an untracked shipment', () => {
  it('a shipment whose vehicle sent no reading has no missed stops: nothing could have seen it arrive', () => {
    expect(missedStops({ tracked: false, stops: [visited({ arriveInFence: 'N', ata: null })] })).toEqual([]);
  });
});

describe('overdue finish', () => {
  it('a shipment in transit one minute past its planned finish is overdue by one minute', () => {
    expect(
      overdueFinish({ status: 'T', plannedFinish: '2030-01-02 10:00:00', now: '2030-01-02 10:01:30' }),
    ).toEqual({
      kind: 'OVERDUE_FINISH',
      subject: 'shipment',
      detail: { plannedFinish: '2030-01-02 10:00:00', checkedAt: '2030-01-02 10:01:30', minutesOver: 1 },
    });
  });

  it('at its planned finish exactly it is not yet overdue', () => {
    expect(
      overdueFinish({ status: 'T', plannedFinish: '2030-01-02 10:00:00', now: '2030-01-02 10:00:00' }),
    ).toBeNull();
  });

  it('a finished, a not yet shipped, or an unplanned shipment is never overdue', () => {
    const late = { plannedFinish: '2030-01-02 10:00:00', now: '2030-01-03 10:00:00' };
    expect(overdueFinish({ status: 'F', ...late })).toBeNull();
    expect(overdueFinish({ status: 'X', ...late })).toBeNull();
    expect(overdueFinish({ status: 'T', plannedFinish: null, now: late.now })).toBeNull();
  });
});

describe('handling a shipment exception', () => {
  it('a blank remark is required, one of 800 characters is kept, one of 801 is too long', () => {
    expect(validateExceptionHandle({ remark: '  ' })).toEqual([{ field: 'remark', key: 'common.required' }]);
    expect(validateExceptionHandle({ remark: 'x'.repeat(800) })).toEqual([]);
    expect(validateExceptionHandle({ remark: 'x'.repeat(801) })).toEqual([
      { field: 'remark', key: 'common.tooLong', params: { max: 800 } },
    ]);
  });
});
