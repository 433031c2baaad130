/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dispatchMessages } from '../messages/dispatch';
import {
  canWithdrawSplit,
  POOL_SOURCE_STATUS,
  splitChildStatus,
  WAYBILL_ACTIONS,
  WAYBILL_STATUS_CODES,
  WAYBILL_STATUSES,
  WAYBILL_TRANSITIONS,
  type WaybillAction,
  type WaybillStatus,
  waybillStatusOf,
  waybillTarget,
  waybillTransition,
} from './waybill-state';

const to = (status: WaybillStatus, action: WaybillAction) => {
  const d = waybillTransition(status, action, { code: 'WB1' });
  return d.ok ? d.to : d.key;
};

describe('waybill statuses', () => {
  it('are O, E, D, H, S, T, F, C in display order', () => {
    expect(WAYBILL_STATUS_CODES).toEqual(['O', 'E', 'D', 'H', 'S', 'T', 'F', 'C']);
  });

  it('keep the labels the waybill_status dictionary already seeds (E is Audited, 已审核)', () => {
    const e = WAYBILL_STATUSES.find((s) => s.code === 'E');
    expect(e?.labels).toEqual({ 'zh-CN': '已审核', 'zh-HK': '已審核', 'en-US': 'Audited' });
    expect(WAYBILL_STATUSES.find((s) => s.code === 'C')?.listClass).toBe('error');
  });

  it('the pool takes audited waybills only (insert dialog lists status E)', () => {
    expect(POOL_SOURCE_STATUS).toBe('E');
  });
});

describe('review and withdrawal', () => {
  it('confirm moves an open waybill to audited', () => {
    expect(to('O', 'confirm')).toBe('E');
  });

  it('confirm refuses an audited waybill, naming it', () => {
    expect(waybillTransition('E', 'confirm', { code: 'WB1' })).toEqual({
      ok: false,
      key: 'waybill.state.confirm',
      params: { code: 'WB1', status: 'E', holder: '' },
    });
  });

  it('withdraw is allowed only from audited', () => {
    expect(to('E', 'withdraw')).toBe('O');
    for (const status of ['O', 'H', 'S', 'T'] as const)
      expect(to(status, 'withdraw')).toBe('waybill.state.withdraw');
  });
});

describe('hand out', () => {
  it('hand out moves audited to handed out, and cancelling it moves back', () => {
    expect(to('E', 'handout')).toBe('D');
    expect(to('D', 'handoutCancel')).toBe('E');
  });

  it('cancelling a hand-out that never happened is refused', () => {
    expect(to('E', 'handoutCancel')).toBe('waybill.state.handoutCancel');
  });

  it('a handed-out waybill cannot be taken into the pool', () => {
    expect(to('D', 'handmade')).toBe('waybill.state.handmade');
  });
});

describe('manual dispatch (handmade)', () => {
  it('taking an audited waybill into the pool holds it (H)', () => {
    expect(to('E', 'handmade')).toBe('H');
  });

  it('a waybill another dispatcher holds is refused with who holds it', () => {
    expect(waybillTransition('H', 'handmade', { code: 'WB1', holder: 'Zhang Wei' })).toEqual({
      ok: false,
      key: 'waybill.state.handmade.held',
      params: { code: 'WB1', status: 'H', holder: 'Zhang Wei' },
    });
  });

  it('handmade cancel releases a held waybill to audited, and refuses one not held', () => {
    expect(to('H', 'handmadeCancel')).toBe('E');
    expect(to('E', 'handmadeCancel')).toBe('waybill.state.handmadeCancel');
  });

  it('fix keeps the hold', () => {
    expect(to('H', 'handmadeFix')).toBe('H');
    expect(to('E', 'handmadeFix')).toBe('waybill.state.handmadeFix');
  });

  it('submit puts held waybills on a shipment; edit mode resubmits scheduled ones', () => {
    expect(to('H', 'handmadeSubmit')).toBe('S');
    expect(to('S', 'handmadeSubmit')).toBe('S');
  });

  it('submit refuses an audited waybill that was never taken into the pool', () => {
    expect(to('E', 'handmadeSubmit')).toBe('waybill.state.handmadeSubmit');
  });
});

describe('split', () => {
  it('splitting keeps the status, in the pool or not', () => {
    expect(to('E', 'split')).toBe('E');
    expect(to('H', 'split')).toBe('H');
    expect(to('S', 'split')).toBe('waybill.state.split');
  });

  it('withdraw split is refused for a scheduled (S) waybill with its own message', () => {
    expect(to('S', 'withdrawSplit')).toBe('waybill.state.withdrawSplit.scheduled');
    expect(to('H', 'withdrawSplit')).toBe('H');
  });

  it('withdraw split needs exactly one selected waybill', () => {
    expect(canWithdrawSplit([])).toEqual({ ok: false, key: 'waybill.state.withdrawSplit.one' });
    expect(
      canWithdrawSplit([
        { status: 'H', code: 'A' },
        { status: 'H', code: 'B' },
      ]),
    ).toEqual({ ok: false, key: 'waybill.state.withdrawSplit.one' });
    expect(canWithdrawSplit([{ status: 'H', code: 'A' }])).toEqual({ ok: true, to: 'H' });
  });
});

describe('shipment side', () => {
  it('assigned to a shipment from audited or held; released back to audited', () => {
    expect(to('E', 'assign')).toBe('S');
    expect(to('H', 'assign')).toBe('S');
    expect(to('O', 'assign')).toBe('waybill.state.assign');
    expect(to('S', 'release')).toBe('E');
  });

  it('ships from scheduled and finishes from in transit', () => {
    expect(to('S', 'ship')).toBe('T');
    expect(to('T', 'finish')).toBe('F');
    expect(to('S', 'finish')).toBe('waybill.state.finish');
  });

  it('cancel is allowed before planning only', () => {
    expect(to('O', 'cancel')).toBe('C');
    expect(to('E', 'cancel')).toBe('C');
    expect(to('H', 'cancel')).toBe('waybill.state.cancel');
    expect(to('S', 'cancel')).toBe('waybill.state.cancel');
  });
});

describe('the transition table', () => {
  it('uses known statuses and message keys that exist in three languages', () => {
    for (const action of WAYBILL_ACTIONS) {
      const rule = WAYBILL_TRANSITIONS[action];
      for (const s of [...rule.from, ...(rule.to ? [rule.to] : [])])
        expect(WAYBILL_STATUS_CODES).toContain(s);
      for (const key of [rule.refusal, ...Object.values(rule.refusalFrom ?? {})]) {
        expect(Object.keys(dispatchMessages)).toContain(key);
      }
    }
  });

  it('is documented in docs/waybill-states.md: every status code and every action', () => {
    const doc = readFileSync(new URL('../../../../docs/waybill-states.md', import.meta.url), 'utf8');
    for (const code of WAYBILL_STATUS_CODES) expect(doc).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
    for (const action of WAYBILL_ACTIONS) expect(doc).toMatch(new RegExp(`^\\| ${action} \\|`, 'm'));
  });
});

describe('the status a waybill action writes', () => {
  it('is the table’s target: taking into the pool writes H, submitting S, releasing E', () => {
    expect(waybillTarget('handmade')).toBe('H');
    expect(waybillTarget('handmadeSubmit')).toBe('S');
    expect(waybillTarget('release')).toBe('E');
  });

  it('does not exist for an action that keeps the status (a merge transfer, a heartbeat)', () => {
    expect(() => waybillTarget('transfer')).toThrow(/keeps the status/);
    expect(() => waybillTarget('handmadeFix')).toThrow(/keeps the status/);
  });

  it('of a split-off waybill is held in the pool when split into it, else audited', () => {
    expect(splitChildStatus(true)).toBe('H');
    expect(splitChildStatus(false)).toBe('E');
  });

  it('refuses an unknown status read from the database instead of calling it cancelled', () => {
    expect(waybillStatusOf({ status: 'S', code: 'W1' })).toBe('S');
    expect(() => waybillStatusOf({ status: 'Q', code: 'W1' })).toThrow(/W1 has an unknown status "Q"/);
  });
});
