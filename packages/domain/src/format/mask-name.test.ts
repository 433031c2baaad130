import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps the first character of a name and stars the rest, counting characters not bytes', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('Chan Tai Man')).toBe('C***********');
  });
  it('never shows a one-character name; nothing stays nothing', () => {
    expect(maskName('王')).toBe('*');
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
  });
});
