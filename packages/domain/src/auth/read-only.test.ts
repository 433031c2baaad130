import { describe, expect, it } from 'vitest';
import { isReadPermission } from './read-only';

describe('isReadPermission', () => {
  it('reads list, query, get, export, log and download keys as read-only', () => {
    for (const key of [
      'base:station:list',
      'system:user:query',
      'x:y:get',
      'order:waybill:export',
      'order:waybill:log',
      'report:task:download',
    ]) {
      expect(isReadPermission(key)).toBe(true);
    }
  });

  it('reads every other action as a change, including ones no list names yet', () => {
    for (const key of [
      'shipment:shipment:operate',
      'shipment:shipment:examine',
      'shipment:shipment:schedule',
      'order:lineAdjust:edit',
      'shipment:shipment:print',
      'base:station:somethingNew',
      'order:waybill:listen',
    ]) {
      expect(isReadPermission(key)).toBe(false);
    }
  });
});
