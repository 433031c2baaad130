import { describe, expect, it } from 'vitest';
import { maskAddress, maskIdNumber, maskPhone } from './mask';

describe('maskPhone', () => {
  it('shows 3 digits, 4 stars, 4 digits', () => expect(maskPhone('13812345678')).toBe('138****5678'));
  it('hides 4 middle digits of an 8-digit Hong Kong number', () =>
    expect(maskPhone('91234567')).toBe('91****67'));
  it('never shows a short value whole', () => expect(maskPhone('12345')).toBe('****5'));
  it('renders nothing for empty values', () => expect(maskPhone(null)).toBe(''));
  it.each(['13812345678', '91234567', '021-64381234'])('masking %s twice changes nothing', (v) =>
    expect(maskPhone(maskPhone(v))).toBe(maskPhone(v)),
  );
});

describe('maskIdNumber', () => {
  it('keeps 6 leading and 4 trailing characters of an 18-digit ID', () =>
    expect(maskIdNumber('310101199001011234')).toBe('310101********1234'));
  it('hides the middle half of a value of 10 characters or fewer', () =>
    expect(maskIdNumber('A123456789')).toBe('A1*****789'));
  it.each(['310101199001011234', 'A123456789', 'K1234567'])('masking %s twice changes nothing', (v) =>
    expect(maskIdNumber(maskIdNumber(v))).toBe(maskIdNumber(v)),
  );
});

describe('maskAddress', () => {
  it('hides the last 6 characters, counting Chinese characters as one', () =>
    expect(maskAddress('上海市浦东新区航都路18号')).toBe('上海市浦东新区******'));
  it('masks a short address completely', () => expect(maskAddress('路18号')).toBe('****'));
});
