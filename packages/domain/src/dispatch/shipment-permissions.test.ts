import { describe, expect, it } from 'vitest';
import { examineCheck, SHIPMENT_ACTION_PERMISSIONS, separateDutiesOn } from './shipment-permissions';
import { SHIPMENT_ACTIONS } from './shipment-state';

describe('shipment action permissions', () => {
  it('names a key for every action', () => {
    for (const action of SHIPMENT_ACTIONS)
      expect(SHIPMENT_ACTION_PERMISSIONS[action]).toMatch(/^shipment:shipment:/);
  });

  it('gives the carrier steps keys of their own, apart from operate and examine', () => {
    const carrierKeys = new Set(
      (['scheduling', 'apply', 'ship', 'finish'] as const).map((a) => SHIPMENT_ACTION_PERMISSIONS[a]),
    );
    expect(carrierKeys.has('shipment:shipment:operate')).toBe(false);
    expect(carrierKeys.has('shipment:shipment:examine')).toBe(false);
  });
});

describe('examineCheck', () => {
  const base = { shipmentCode: 'SH001', applicant: 'zhou.carrier', separateDuties: true };

  it('refuses the applicant approving their own application, naming the shipment', () => {
    expect(examineCheck({ ...base, examiner: 'zhou.carrier' })).toEqual({
      ok: false,
      key: 'shipment.examine.ownApplication',
      params: { code: 'SH001' },
    });
  });

  it('lets another user approve', () => {
    expect(examineCheck({ ...base, examiner: 'zhang.wei' })).toEqual({ ok: true });
  });

  it('lets the applicant approve when the parameter is off', () => {
    expect(examineCheck({ ...base, examiner: 'zhou.carrier', separateDuties: false })).toEqual({ ok: true });
  });

  it('lets anyone approve a shipment with no recorded applicant', () => {
    expect(examineCheck({ ...base, applicant: null, examiner: 'zhou.carrier' })).toEqual({ ok: true });
  });

  it('reads the parameter as on unless it says false', () => {
    expect(separateDutiesOn(undefined)).toBe(true);
    expect(separateDutiesOn('true')).toBe(true);
    expect(separateDutiesOn('yes')).toBe(true);
    expect(separateDutiesOn(' FALSE ')).toBe(false);
  });
});
