import { describe, expect, it } from 'vitest';
import { checkLinesForSubmit, submitProblems } from './submit-checks';
import { order, stop } from './test-fixtures';
import type { DispatchLine, DispatchStop, DispatchVehicleModel } from './types';

// 2026-03-02 is a Monday; S1 receives 06:00-10:00 on Mondays.
const window = [{ weekdayCode: 1, startTime: '06:00', endTime: '10:00' }];

let serial = 0;
/** A good line: DC -> S1 on Monday 2026-03-02, with its own waybill each time. */
function line(over: Partial<DispatchLine> = {}, stops: Partial<DispatchStop>[] = []): DispatchLine {
  const base: DispatchStop[] = [
    stop('DC', {
      eta: '2026-03-02 05:00:00',
      etd: '2026-03-02 06:00:00',
      isBckWare: 'Y',
      backWareEta: '2026-03-02 12:00:00',
      backWareEtd: '2026-03-02 12:30:00',
    }),
    stop('S1', {
      eta: '2026-03-02 07:00:00',
      etd: '2026-03-02 07:15:00',
      isBckWare: 'N',
      timeWindows: window,
    }),
  ];
  return {
    vehicleMainModelId: 'm1',
    routeDetailId: 'r1',
    routeDetailName: 'Route 1',
    stopList: base.map((s, i) => ({ ...s, ...stops[i] })),
    orders: [
      order(`w${++serial}`, 'DC', 'S1', { totalWeight: '100', tempVoLists: [{ tempCode: 'FROZEN' }] }),
    ],
    ...over,
  };
}
const keyOf = (r: ReturnType<typeof checkLinesForSubmit>) =>
  r.ok ? 'ok' : `${r.confirm ? 'confirm' : 'error'}:${r.key}`;

describe('line submit checks, in the spec’s order', () => {
  it('passes a good line and returns it', () => {
    const result = checkLinesForSubmit([line()]);
    expect(result.ok).toBe(true);
  });

  it('1. refuses an arrival after the departure of a stop', () => {
    const result = checkLinesForSubmit([
      line({}, [{}, { eta: '2026-03-02 07:30:00', etd: '2026-03-02 07:15:00' }]),
    ]);
    expect(result).toEqual({
      ok: false,
      key: 'waybill.tip.etd.eta1',
      params: { line: 1, station: 'S1' },
    });
  });

  it('1. refuses a departure after the next stop’s arrival', () => {
    const result = checkLinesForSubmit([line(), line({}, [{ etd: '2026-03-02 07:01:00' }])]);
    expect(result).toEqual({
      ok: false,
      key: 'waybill.tip.etd.eta1',
      params: { line: 2, station: 'DC' },
    });
  });

  it('2. refuses a line without a vehicle main model', () => {
    const result = checkLinesForSubmit([line(), line({ vehicleMainModelId: '' })]);
    expect(result).toEqual({ ok: false, key: 'shipment.placeholder.model', params: { line: 2 } });
  });

  it('checks times (1) before the model (2)', () => {
    const bad = line({ vehicleMainModelId: null }, [
      {},
      { eta: '2026-03-02 08:00:00', etd: '2026-03-02 07:00:00' },
    ]);
    expect(keyOf(checkLinesForSubmit([bad]))).toBe('error:waybill.tip.etd.eta1');
  });

  it('3. refuses no lines', () => {
    expect(checkLinesForSubmit([])).toEqual({ ok: false, key: 'waybill.no.line', params: {} });
  });

  it('3. accepts no lines when splitting a shipment', () => {
    expect(checkLinesForSubmit([], { split: true })).toEqual({ ok: true, lines: [] });
  });

  it('refuses more than 20 lines with the 20-line message', () => {
    const lines = Array.from({ length: 21 }, () => line());
    expect(checkLinesForSubmit(lines)).toEqual({
      ok: false,
      key: 'waybill.tip.max.line',
      params: { max: 20 },
    });
    expect(checkLinesForSubmit(lines.slice(1)).ok).toBe(true);
  });

  describe('4. a stop outside its window', () => {
    const late = line({}, [
      { etd: '2026-03-02 09:00:00' },
      { eta: '2026-03-02 10:30:00', etd: '2026-03-02 10:45:00' },
    ]);

    it('asks for confirmation first', () => {
      expect(checkLinesForSubmit([late])).toEqual({
        ok: false,
        key: 'waybill.tip.no.window.submit',
        params: { stations: 'S1' },
        confirm: true,
      });
    });

    it('passes once the dispatcher confirms', () => {
      expect(checkLinesForSubmit([late], { windowConfirmed: true }).ok).toBe(true);
    });

    it('fails with waybill.tip.no.window when the dispatcher declines', () => {
      expect(keyOf(checkLinesForSubmit([late], { windowConfirmed: false }))).toBe(
        'error:waybill.tip.no.window',
      );
    });

    it('is skipped when splitting a shipment', () => {
      expect(checkLinesForSubmit([late], { split: true }).ok).toBe(true);
    });

    it('asks before checking return-trip times (5)', () => {
      const both = line({}, [
        { etd: '2026-03-02 09:00:00', backWareEtd: null },
        { eta: '2026-03-02 10:30:00', etd: '2026-03-02 10:45:00' },
      ]);
      expect(keyOf(checkLinesForSubmit([both]))).toBe('confirm:waybill.tip.no.window.submit');
    });
  });

  it('5. refuses a return-trip stop without both return times', () => {
    const result = checkLinesForSubmit([line({}, [{ backWareEtd: '' }])]);
    expect(result).toEqual({
      ok: false,
      key: 'waybill.tip.eta.etd.need',
      params: { line: 1, station: 'DC' },
    });
    expect(keyOf(checkLinesForSubmit([line({}, [{ backWareEta: null }])]))).toBe(
      'error:waybill.tip.eta.etd.need',
    );
  });

  it('5. ignores return times on a stop that is not a return-trip stop', () => {
    expect(
      checkLinesForSubmit([line({}, [{ isBckWare: 'N', backWareEta: null, backWareEtd: null }])]).ok,
    ).toBe(true);
  });

  it('6. sends routeDetailId as null when it equals routeDetailName', () => {
    const result = checkLinesForSubmit([
      line({ routeDetailId: 'Night run', routeDetailName: 'Night run' }),
      line(),
    ]);
    expect(result.ok && result.lines.map((l) => l.routeDetailId)).toEqual([null, 'r1']);
  });
});

describe('the other line rules at submit', () => {
  it('refuses a waybill on two lines', () => {
    const orders = [order('w1', 'DC', 'S1')];
    expect(checkLinesForSubmit([line({ orders }), line({ orders })])).toEqual({
      ok: false,
      key: 'waybill.tip.duplicate',
      params: { code: 'w1' },
    });
  });

  it('refuses two waybills of one parent on one line (waybill.tips.someParent2)', () => {
    const orders = [
      order('w1a', 'DC', 'S1', { parentId: 'w1' }),
      order('w1b', 'DC', 'S1', { parentId: 'w1' }),
    ];
    expect(keyOf(checkLinesForSubmit([line({ orders })]))).toBe('error:waybill.tips.someParent2');
  });

  it('refuses mutually exclusive stations on one line when the pairs are given', () => {
    const result = checkLinesForSubmit([line()], { mutexPairs: [['DC', 'S1']] });
    expect(result).toEqual({
      ok: false,
      key: 'waybill.tip.station.mutex',
      params: { line: 1, stationA: 'DC', stationB: 'S1' },
    });
  });

  describe('late arrival', () => {
    // S1 is reached at 07:00; its waybill is required there by 06:30.
    const lateLine = () =>
      line({ orders: [order('w1', 'DC', 'S1', { requiredDeliveryTime: '2026-03-02 06:30:00' })] });

    it('refuses a stop reached after a waybill’s required delivery time by default, naming both times', () => {
      expect(submitProblems([lateLine()])).toEqual([
        {
          ok: false,
          key: 'waybill.tip.eta.required',
          params: {
            line: 1,
            station: 'S1',
            code: 'w1',
            arrival: '2026-03-02 07:00',
            required: '2026-03-02 06:30',
          },
          at: [{ line: 0, stop: 1 }],
        },
      ]);
    });

    it('late arrival chosen: one question naming every late stop, asked after the other rules', () => {
      const other = line({ vehicleMainModelId: null });
      const problems = submitProblems([lateLine(), other], { lateArrival: 'ask' });
      expect(problems.map((p) => `${p.confirm ? 'confirm' : 'error'}:${p.key}`)).toEqual([
        'error:shipment.placeholder.model',
        'confirm:waybill.tip.late.submit',
      ]);
      expect(problems[1]).toMatchObject({ params: { stations: 'S1' }, at: [{ line: 0, stop: 1 }] });
      expect(keyOf(checkLinesForSubmit([lateLine()], { lateArrival: 'ask' }))).toBe(
        'confirm:waybill.tip.late.submit',
      );
    });

    it('late arrival chosen and confirmed: the line passes', () => {
      expect(keyOf(checkLinesForSubmit([lateLine()], { lateArrival: 'accept' }))).toBe('ok');
    });

    it('nothing late: no question even when late arrival is chosen', () => {
      expect(keyOf(checkLinesForSubmit([line()], { lateArrival: 'ask' }))).toBe('ok');
    });
  });

  describe('cold chain, when the models are given', () => {
    const models = new Map<string, DispatchVehicleModel>([
      [
        'm1',
        { uuid: 'm1', name: 'Reefer', temperatureLayers: ['CHILLED'], ratedLoadKg: '50', ratedVolumeM3: '5' },
      ],
    ]);

    it('refuses a layer the line’s model does not carry', () => {
      expect(checkLinesForSubmit([line()], { models })).toEqual({
        ok: false,
        key: 'waybill.tip.model.layer',
        params: { line: 1, station: 'DC', layer: 'FROZEN', model: 'Reefer' },
      });
    });

    it('refuses a model that is not known', () => {
      expect(keyOf(checkLinesForSubmit([line({ vehicleMainModelId: 'm9' })], { models }))).toBe(
        'error:waybill.tip.model.unknown',
      );
    });

    it('refuses a line heavier than the model’s rated load', () => {
      const frozenToo = new Map([['m1', { uuid: 'm1', temperatureLayers: ['FROZEN'], ratedLoadKg: '50' }]]);
      expect(keyOf(checkLinesForSubmit([line()], { models: frozenToo }))).toBe(
        'error:waybill.tip.model.weight',
      );
    });
  });
});

describe('every submit problem at once', () => {
  const models = new Map<string, DispatchVehicleModel>([
    ['m1', { uuid: 'm1', name: 'Reefer', temperatureLayers: ['CHILLED'], ratedLoadKg: '1000' }],
  ]);
  const summary = (lines: DispatchLine[], options = {}) =>
    submitProblems(lines, { models, ...options }).map((p) => [p.key, p.confirm ?? false, p.at]);

  it('names every offending stop of every line, in the order of the checks', () => {
    const lines = [
      line({}, [{ backWareEtd: null }, { eta: '2026-03-02 07:30:00', etd: '2026-03-02 07:15:00' }]),
      line({ vehicleMainModelId: null }),
    ];
    expect(summary(lines)).toEqual([
      ['waybill.tip.etd.eta1', false, [{ line: 0, stop: 1 }]],
      ['shipment.placeholder.model', false, [{ line: 1, stop: null }]],
      ['waybill.tip.eta.etd.need', false, [{ line: 0, stop: 0 }]],
      // Line 1 carries FROZEN goods in a CHILLED-only model: picked up at the first stop.
      ['waybill.tip.model.layer', false, [{ line: 0, stop: 0 }]],
    ]);
  });

  it('asks about every stop out of its window in one question', () => {
    const late = (over: Partial<DispatchStop>) => line({}, [{ etd: '2026-03-02 11:00:00' }, over]);
    const lines = [
      late({ eta: '2026-03-02 11:30:00', etd: '2026-03-02 11:45:00' }),
      late({ eta: '2026-03-02 12:00:00', etd: '2026-03-02 12:15:00' }),
    ];
    const [ask] = submitProblems(lines, { windowConfirmed: undefined });
    expect(ask).toMatchObject({ key: 'waybill.tip.no.window.submit', confirm: true });
    expect(ask?.at).toEqual([
      { line: 0, stop: 1 },
      { line: 1, stop: 1 },
    ]);
  });

  it('agrees with the first refusal of checkLinesForSubmit', () => {
    const lines = [line({ vehicleMainModelId: null }), line({}, [{ backWareEta: null }])];
    const [first] = submitProblems(lines);
    const check = checkLinesForSubmit(lines);
    expect(check.ok).toBe(false);
    expect(!check.ok && [check.key, check.params]).toEqual([first?.key, first?.params]);
  });

  it('is empty for lines that may be submitted', () => {
    expect(submitProblems([line()])).toEqual([]);
  });
});
