import { describe, expect, it } from 'vitest';
import { isCarrierStaff } from './data-scopes';

describe('isCarrierStaff', () => {
  it('is carrier staff when every role has the carrier scope', () => {
    expect(isCarrierStaff([{ dataScope: '6' }])).toBe(true);
    expect(isCarrierStaff([{ dataScope: '6' }, { dataScope: '6' }])).toBe(true);
  });

  it('works as an operator when any role is an operator scope', () => {
    expect(isCarrierStaff([{ dataScope: '6' }, { dataScope: '4' }])).toBe(false);
  });

  it('is no carrier staff without roles', () => {
    expect(isCarrierStaff([])).toBe(false);
  });
});
