/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shipmentMessages } from '../messages/shipment';
import {
  allowedShipmentActions,
  defaultLineType,
  SHIPMENT_ACTIONS,
  SHIPMENT_STATUS_CODES,
  SHIPMENT_TRANSITIONS,
  type ShipmentAction,
  type ShipmentStatus,
  shipmentBatchTransition,
  shipmentStatusOf,
  shipmentTarget,
  shipmentTransition,
} from './shipment-state';

const to = (status: ShipmentStatus, action: ShipmentAction) => {
  const d = shipmentTransition(status, action, { code: 'SH1' });
  return d.ok ? d.to : d.key;
};

describe('shipment statuses', () => {
  it('are O, E, D, A, R, X, T, F, C, V in display order', () => {
    expect(SHIPMENT_STATUS_CODES).toEqual(['O', 'E', 'D', 'A', 'R', 'X', 'T', 'F', 'C', 'V']);
  });
});

describe('the main road: effect, schedule, apply, approve, ship, finish', () => {
  it('walks O to F', () => {
    expect(to('O', 'effect')).toBe('E');
    expect(to('E', 'scheduling')).toBe('D');
    expect(to('D', 'apply')).toBe('A');
    expect(to('A', 'examine')).toBe('X');
    expect(to('X', 'ship')).toBe('T');
    expect(to('T', 'finish')).toBe('F');
  });

  it('ship refuses a dispatch that is not effective (approved) with the spec message, naming it', () => {
    expect(shipmentTransition('D', 'ship', { code: 'SH1' })).toEqual({
      ok: false,
      key: 'shipment.state.ship',
      params: { code: 'SH1', status: 'D' },
    });
  });

  it('finish refuses a dispatch that is not shipped', () => {
    for (const s of ['O', 'E', 'D', 'A', 'X', 'F'] as const)
      expect(to(s, 'finish')).toBe('shipment.state.finish');
  });

  it('a batch ships only when all its dispatches are effective', () => {
    const one = [
      { status: 'X' as const, code: 'A1' },
      { status: 'D' as const, code: 'B2' },
    ];
    expect(shipmentBatchTransition(one, 'ship')).toMatchObject({ ok: false, params: { code: 'B2' } });
    expect(shipmentBatchTransition([{ status: 'X', code: 'A1' }], 'ship')).toMatchObject({
      ok: true,
      to: 'T',
    });
  });

  it('an empty batch asks to select a dispatch order first', () => {
    expect(shipmentBatchTransition([], 'finish')).toMatchObject({ ok: false, key: 'shipment.select.first' });
  });
});

describe('side roads', () => {
  it('drawal takes an effective shipment back to open, and only that', () => {
    expect(to('E', 'drawal')).toBe('O');
    expect(to('D', 'drawal')).toBe('shipment.state.drawal');
  });

  it('reject sends an application back; the rejected one may change scheduling and apply again', () => {
    expect(to('A', 'reject')).toBe('R');
    expect(to('R', 'changeScheduling')).toBe('D');
    expect(to('R', 'apply')).toBe('A');
    expect(to('A', 'applyReturn')).toBe('D');
  });

  it('forced apply and applyBefore take a scheduled shipment like apply does', () => {
    expect(to('D', 'forceApply')).toBe('A');
    expect(to('D', 'applyBefore')).toBe('D');
    expect(to('E', 'forceApply')).toBe('shipment.state.apply');
  });

  it('cancel (void) is before scheduling and releases the waybills', () => {
    expect(shipmentTransition('E', 'cancel')).toEqual({ ok: true, to: 'C', releasesWaybills: true });
    expect(to('D', 'cancel')).toBe('shipment.state.cancel');
  });

  it('discard abandons a scheduled shipment that has not shipped and releases the waybills', () => {
    expect(shipmentTransition('X', 'discard')).toEqual({ ok: true, to: 'V', releasesWaybills: true });
    expect(to('T', 'discard')).toBe('shipment.state.discard');
    expect(to('O', 'discard')).toBe('shipment.state.discard');
  });

  it('remove deletes open shipments only', () => {
    expect(shipmentTransition('O', 'remove')).toEqual({ ok: true, to: 'O', releasesWaybills: true });
    expect(to('E', 'remove')).toBe('shipment.state.remove');
  });

  it('changing the model is refused once shipped', () => {
    expect(to('X', 'changeModel')).toBe('X');
    expect(to('T', 'changeModel')).toBe('shipment.state.changeModel');
  });

  it('a finished, cancelled or discarded shipment takes only a description record', () => {
    for (const s of ['F', 'C', 'V'] as const)
      expect(allowedShipmentActions(s)).toEqual(['descriptionRecord']);
  });

  it('the open shipment offers editing, removing, taking effect, merging and adding waybills', () => {
    expect(allowedShipmentActions('O')).toEqual(
      expect.arrayContaining(['update', 'remove', 'effect', 'cancel', 'merge', 'addWaybill']),
    );
    expect(allowedShipmentActions('O')).not.toContain('ship');
  });
});

describe('default line type', () => {
  it('V2: two stops are direct, more are multi-drop', () => {
    expect(defaultLineType({ stationNum: 2, transType: '3', version: 'V2' })).toBe('1');
    expect(defaultLineType({ stationNum: 4, transType: '4', version: 'V2' })).toBe('2');
  });

  it('V3: a line-haul transport is line haul whatever its stops', () => {
    expect(defaultLineType({ stationNum: 4, transType: '4', version: 'V3' })).toBe('3');
    expect(defaultLineType({ stationNum: 2, transType: '3', version: 'V3' })).toBe('1');
  });
});

describe('messages and documentation', () => {
  it('every refusal key has all three languages', () => {
    for (const action of SHIPMENT_ACTIONS) {
      const key = SHIPMENT_TRANSITIONS[action].refusal;
      expect(Object.keys(shipmentMessages[key]).sort()).toEqual(['en-US', 'zh-CN', 'zh-HK']);
    }
  });

  it('docs/waybill-states.md lists every shipment status and action', () => {
    const doc = readFileSync(new URL('../../../../docs/waybill-states.md', import.meta.url), 'utf8');
    const part = doc.slice(doc.indexOf('## Shipment statuses'));
    for (const code of SHIPMENT_STATUS_CODES) expect(part).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
    for (const action of SHIPMENT_ACTIONS) expect(part).toContain(`| ${action} |`);
  });
});

describe('the status a shipment action writes', () => {
  it('cancels the other shipments of a merge and keeps the first one’s status', () => {
    expect(shipmentTarget('mergedInto')).toBe('C');
    expect(shipmentTransition('E', 'merge')).toMatchObject({ ok: true, to: 'E' });
    expect(shipmentTransition('D', 'mergedInto')).toMatchObject({ ok: false, key: 'shipment.state.merge' });
  });

  it('refuses an unknown status read from the database instead of calling it cancelled', () => {
    expect(() => shipmentStatusOf({ status: '?', shipmentCode: 'SP1' })).toThrow(/SP1 has an unknown status/);
  });
});
