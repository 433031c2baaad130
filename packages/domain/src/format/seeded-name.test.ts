import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { seededName, seededText } from './seeded-name';

describe('seeded names', () => {
  it('a record still bearing its seeded name reads in the reader’s language', () => {
    const key = 'seeded.alertRule.AR-TEMP-01';
    expect(seededName(key, seededText(key), 'en-US')).toBe('Store delivery temperature');
    expect(seededName(key, seededText(key), 'zh-HK')).toBe('門店配送溫度');
    expect(seededName(key, seededText(key), 'zh-CN')).toBe('门店配送温度');
  });
  it('a renamed record, or one the seed did not name, reads as stored', () => {
    expect(seededName('seeded.alertRule.AR-TEMP-01', '我的规则', 'en-US')).toBe('我的规则');
    expect(seededName('seeded.alertRule.NOPE', '某规则', 'en-US')).toBe('某规则');
    expect(seededName('seeded.config.sys.site.url', null, 'en-US')).toBeNull();
  });
  it('every seeded name has an English text without Chinese in it', () => {
    const seeded = Object.entries(serverMessages).filter(([key]) => key.startsWith('seeded.'));
    expect(seeded.length).toBeGreaterThan(10);
    const untranslated = seeded.filter(([, t]) => !t['en-US'] || /[\u4e00-\u9fff]/.test(t['en-US']));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
