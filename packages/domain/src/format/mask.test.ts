import { describe, expect, it } from 'vitest';
import { maskAddress, maskIdNumber, maskPhone } from './mask';

describe('maskPhone', () => {
  it('shows 3 digits, 4 stars, 4 digits', () => expect(maskPhone('13812345678')).toBe('138****5678'));
  it('leaves short values alone', () => expect(maskPhone('12345')).toBe('12345'));
  it('renders nothing for empty values', () => expect(maskPhone(null)).toBe(''));
});

describe('maskIdNumber', () => {
  it('keeps 6 leading and 4 trailing characters of an 18-digit ID', () =>
    expect(maskIdNumber('310101199001011234')).toBe('310101********1234'));
  it('leaves values of 10 characters or fewer alone', () =>
    expect(maskIdNumber('A123456789')).toBe('A123456789'));
});

describe('maskAddress', () => {
  it('hides the last 6 characters, counting Chinese characters as one', () =>
    expect(maskAddress('上海市浦东新区航都路18号')).toBe('上海市浦东新区******'));
  it('masks a short address completely', () => expect(maskAddress('路18号')).toBe('****'));
});
