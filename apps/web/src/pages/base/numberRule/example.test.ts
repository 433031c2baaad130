import { describe, expect, it } from 'vitest';
import { exampleOf } from './example';

const at = new Date('2026-11-21T04:00:00Z');

describe('the number rule form example', () => {
  it('shows prefix + timestamp + the first serial, as the server stores it', () => {
    expect(
      exampleOf({ prefix: 'WB', timestampEnabled: 'Y', timestampFormat: 'YYYYMMDD', serialLength: 6 }, at),
    ).toBe('WB20261121000001');
  });
  it('leaves the timestamp out when it is switched off', () => {
    expect(
      exampleOf({ prefix: 'SP', timestampEnabled: 'N', timestampFormat: 'YYYYMMDD', serialLength: 5 }, at),
    ).toBe('SP00001');
  });
  it('shows nothing while a field breaks a rule', () => {
    expect(
      exampleOf({ prefix: 'WB', timestampEnabled: 'Y', timestampFormat: 'YYYYMMDD', serialLength: 13 }, at),
    ).toBeNull();
    expect(exampleOf({ prefix: 'W B', serialLength: 6 }, at)).toBeNull();
  });
});
