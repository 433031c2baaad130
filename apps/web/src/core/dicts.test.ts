import { describe, expect, it } from 'vitest';
import { type DictEntry, dictLabel, dictValueEnum } from './dicts';

const entry = (dictValue: string, dictLabel: string, listClass: string | null = null): DictEntry => ({
  dictValue,
  dictLabel,
  listClass,
  cssClass: null,
  isDefault: 'N',
});

describe('dictValueEnum', () => {
  it('maps listClass statuses to ProTable statuses', () => {
    expect(dictValueEnum([entry('0', 'Normal', 'success'), entry('1', 'Disabled', 'danger')])).toEqual({
      '0': { text: 'Normal', status: 'Success' },
      '1': { text: 'Disabled', status: 'Error' },
    });
  });
  it('keeps other classes as colours and plain entries as text', () => {
    expect(dictValueEnum([entry('FROZEN', 'Frozen', 'blue'), entry('Y', 'Yes')])).toEqual({
      FROZEN: { text: 'Frozen', color: 'blue' },
      Y: { text: 'Yes' },
    });
  });
});

describe('dictLabel', () => {
  it('answers the label, or the value when unknown', () => {
    expect(dictLabel([entry('E', 'Audited')], 'E')).toBe('Audited');
    expect(dictLabel([entry('E', 'Audited')], 'X')).toBe('X');
  });
});
