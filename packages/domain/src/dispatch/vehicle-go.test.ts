import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { serverMessages } from '../messages';
import {
  busyReason,
  coldChainGoReason,
  fleetLeftForPlan,
  heldWindow,
  shipmentWindow,
  standingReasons,
  type VehicleStanding,
  vehicleGoReasons,
  windowLabel,
  windowSpan,
  windowsOverlap,
} from './vehicle-go';

const ready: VehicleStanding = {
  reviewStatus: '1',
  enableFlag: 'Y',
  locked: 'N',
  scrapDate: '2040-01-01',
  insuranceStart: '2026-01-01',
  insuranceEnd: '2026-12-31',
  modelUsable: true,
  carrier: { reviewStatus: '1', enableFlag: 'Y', blacklist: 'N' },
};
const day = { from: '2026-12-09 05:30:00', to: '2026-12-09 12:30:00' };
const keys = (v: Partial<VehicleStanding>, window = day) =>
  standingReasons({ ...ready, ...v }, window).map((r) => r.key);

describe('standingReasons', () => {
  it('an approved, enabled, insured vehicle of an approved carrier may go', () => {
    expect(standingReasons(ready, day)).toEqual([]);
  });

  it('a vehicle awaiting review or rejected cannot go', () => {
    expect(keys({ reviewStatus: '0' })).toEqual(['fleet.go.vehicleNotApproved']);
    expect(keys({ reviewStatus: '2' })).toEqual(['fleet.go.vehicleNotApproved']);
  });

  it('a disabled or locked vehicle cannot go', () => {
    expect(keys({ enableFlag: 'N' })).toEqual(['fleet.go.vehicleDisabled']);
    expect(keys({ locked: 'Y' })).toEqual(['fleet.go.vehicleLocked']);
  });

  it('a vehicle scrapped by the last day of the window cannot go; scrapped the day after it may', () => {
    expect(standingReasons({ ...ready, scrapDate: '2026-12-09' }, day)).toEqual([
      { key: 'fleet.go.vehicleScrapped', params: { day: '2026-12-09' } },
    ]);
    expect(keys({ scrapDate: '2026-12-10' })).toEqual([]);
  });

  it('insurance must cover every day of the window: ended the day before refuses, ending that day passes', () => {
    expect(standingReasons({ ...ready, insuranceEnd: '2026-12-08' }, day)).toEqual([
      { key: 'fleet.go.insuranceExpired', params: { day: '2026-12-08' } },
    ]);
    expect(keys({ insuranceEnd: '2026-12-09' })).toEqual([]);
    const overnight = { from: '2026-12-09 22:00:00', to: '2026-12-10 02:00:00' };
    expect(keys({ insuranceEnd: '2026-12-09' }, overnight)).toEqual(['fleet.go.insuranceExpired']);
  });

  it('insurance that starts after the first day, or none on record, refuses', () => {
    expect(standingReasons({ ...ready, insuranceStart: '2026-12-10' }, day)).toEqual([
      { key: 'fleet.go.insuranceNotStarted', params: { day: '2026-12-10' } },
    ]);
    expect(keys({ insuranceEnd: null })).toEqual(['fleet.go.noInsurance']);
  });

  it('a vehicle without a usable model cannot go', () => {
    expect(keys({ modelUsable: false })).toEqual(['fleet.go.noModel']);
  });

  it('the carrier must be approved, enabled and not blacklisted', () => {
    const carrier = (c: Partial<VehicleStanding['carrier']>) => keys({ carrier: { ...ready.carrier, ...c } });
    expect(carrier({ reviewStatus: '0' })).toEqual(['fleet.go.carrierNotApproved']);
    expect(carrier({ enableFlag: 'N' })).toEqual(['fleet.go.carrierDisabled']);
    expect(carrier({ blacklist: 'Y' })).toEqual(['fleet.go.carrierBlacklisted']);
  });

  it('lists every reason that applies, in a fixed order', () => {
    expect(keys({ reviewStatus: '0', locked: 'Y', carrier: { ...ready.carrier, blacklist: 'Y' } })).toEqual([
      'fleet.go.vehicleNotApproved',
      'fleet.go.vehicleLocked',
      'fleet.go.carrierBlacklisted',
    ]);
  });
});

describe('shipmentWindow', () => {
  it('runs from the first stop time to the last, the return to the depot included', () => {
    expect(
      shipmentWindow([
        {
          eta: '2026-12-09 04:45:00',
          etd: '2026-12-09 05:30:00',
          backWareEta: '2026-12-09 09:45:00',
          backWareEtd: '2026-12-09 10:05:00',
        },
        { eta: '2026-12-09 06:15:00', etd: '2026-12-09 06:45:00' },
        { eta: '2026-12-09 08:15:00', etd: '2026-12-09 08:45:00' },
      ]),
    ).toEqual({ from: '2026-12-09 04:45:00', to: '2026-12-09 10:05:00' });
  });

  it('falls back to the shipment’s departure and arrival, and is null with no time at all', () => {
    expect(shipmentWindow([], { etd: '2026-12-09 05:30:00', eta: '2026-12-09 08:15:00' })).toEqual({
      from: '2026-12-09 05:30:00',
      to: '2026-12-09 08:15:00',
    });
    expect(shipmentWindow([{ eta: null, etd: null }], {})).toBeNull();
  });
});

describe('windowsOverlap', () => {
  const a = { from: '2026-12-09 05:00:00', to: '2026-12-09 09:00:00' };
  it('windows that share time overlap; one starting when the other ends does not', () => {
    expect(windowsOverlap(a, { from: '2026-12-09 08:59:00', to: '2026-12-09 12:00:00' })).toBe(true);
    expect(windowsOverlap(a, { from: '2026-12-09 09:00:00', to: '2026-12-09 12:00:00' })).toBe(false);
    expect(windowsOverlap(a, { from: '2026-12-10 05:00:00', to: '2026-12-10 09:00:00' })).toBe(false);
  });

  it('shipments known by the same single time overlap', () => {
    const point = { from: '2026-12-09 10:00:00', to: '2026-12-09 10:00:00' };
    expect(windowsOverlap(point, point)).toBe(true);
    expect(windowsOverlap(point, { from: '2026-12-09 09:00:00', to: '2026-12-09 11:00:00' })).toBe(true);
    expect(windowsOverlap(point, { from: '2026-12-09 10:00:00', to: '2026-12-09 11:00:00' })).toBe(true);
    expect(windowsOverlap(point, { from: '2026-12-09 08:00:00', to: '2026-12-09 10:00:00' })).toBe(false);
  });

  it('a window with no time overlaps everything', () => {
    expect(windowsOverlap(null, a)).toBe(true);
    expect(windowsOverlap(a, null)).toBe(true);
  });
});

describe('busyReason', () => {
  const holder = {
    shipmentCode: 'SP2026120800003',
    window: { from: '2026-12-09 06:00:00', to: '2026-12-09 12:30:00' },
  };
  it('a live shipment in an overlapping window makes the vehicle busy, named with its window', () => {
    expect(busyReason([day], [holder])).toEqual({
      key: 'fleet.go.busy',
      params: { code: 'SP2026120800003', window: '12-09 06:00–12:30' },
    });
  });

  it('a second trip after the first comes back is free', () => {
    const later = { from: '2026-12-09 12:30:00', to: '2026-12-09 16:00:00' };
    expect(busyReason([later], [holder])).toBeNull();
  });

  it('a shipment still on the road past its planned end holds the vehicle until now', () => {
    const window = heldWindow({ status: 'T', window: holder.window, now: '2026-12-09 14:00:00' });
    expect(window).toEqual({ from: '2026-12-09 06:00:00', to: '2026-12-09 14:00:00' });
    expect(heldWindow({ status: 'X', window: holder.window, now: '2026-12-09 14:00:00' })).toBe(
      holder.window,
    );
    const afternoon = { from: '2026-12-09 13:00:00', to: '2026-12-09 16:00:00' };
    expect(busyReason([afternoon], [{ ...holder, window }])).not.toBeNull();
  });
});

describe('windowLabel', () => {
  it('shows the day once, or both days across midnight', () => {
    expect(windowLabel({ from: '2026-12-09 22:00:00', to: '2026-12-10 02:00:00' })).toBe(
      '12-09 22:00–12-10 02:00',
    );
    expect(windowLabel(null)).toBe('');
  });
});

describe('coldChainGoReason', () => {
  it('says which layer the vehicle does not carry, and which rated figure the goods exceed', () => {
    expect(
      coldChainGoReason({
        ok: false,
        key: 'waybill.tip.model.layer',
        params: { line: 1, station: 'P1', layer: 'FROZEN', model: 'VAN' },
      }),
    ).toEqual({ key: 'fleet.go.layer', params: { layer: 'FROZEN' } });
    expect(
      coldChainGoReason({
        ok: false,
        key: 'waybill.tip.model.weight',
        params: { rated: '100', excess: '400.000' },
      }),
    ).toEqual({ key: 'fleet.go.weight', params: { rated: '100', excess: '400.000' } });
    expect(
      coldChainGoReason({
        ok: false,
        key: 'waybill.tip.model.compartmentVolume',
        params: { layer: 'FROZEN', rated: '40', excess: '2.000000' },
      }).key,
    ).toBe('fleet.go.compartmentVolume');
  });
});

describe('vehicleGoReasons', () => {
  const base = { standing: ready, span: day, windows: [day], holders: [], coldChain: null };
  it('a free, fitting vehicle in good standing can go', () => {
    expect(vehicleGoReasons(base)).toEqual([]);
  });

  it('adds the busy shipment and the cold chain’s reason to the standing ones', () => {
    const reasons = vehicleGoReasons({
      ...base,
      standing: { ...ready, insuranceEnd: '2026-12-01' },
      holders: [{ shipmentCode: 'SP1', window: day }],
      coldChain: { ok: false, key: 'waybill.tip.model.layer', params: { layer: 'FROZEN' } },
    });
    expect(reasons.map((r) => r.key)).toEqual([
      'fleet.go.insuranceExpired',
      'fleet.go.busy',
      'fleet.go.layer',
    ]);
    expect(
      reasons.map((r) => translate(serverMessages, r.key, 'en-US', 'params' in r ? r.params : {})),
    ).toEqual(['insurance expired on 2026-12-01', 'on SP1 12-09 05:30–12:30', 'does not carry FROZEN']);
  });
});

describe('windowSpan', () => {
  it('joins the windows that have a time', () => {
    expect(
      windowSpan([
        { from: '2026-12-09 05:00:00', to: '2026-12-09 09:00:00' },
        null,
        { from: '2026-12-10 05:00:00', to: '2026-12-10 09:00:00' },
      ]),
    ).toEqual({ from: '2026-12-09 05:00:00', to: '2026-12-10 09:00:00' });
    expect(windowSpan([null])).toBeNull();
  });
});

describe('fleetLeftForPlan', () => {
  it('leaves one vehicle of its planned model to each shipment made for the window but not yet scheduled', () => {
    const left = fleetLeftForPlan(
      new Map([
        ['VM42', 5],
        ['VM43', 1],
      ]),
      ['VM42', 'VM43', 'VM43', null, 'VM99'],
    );
    expect(left).toEqual(
      new Map([
        ['VM42', 4],
        ['VM43', 0],
      ]),
    );
  });
});
