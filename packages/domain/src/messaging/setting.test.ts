import { describe, expect, it } from 'vitest';
import { distinctIds, WEBHOOK_URL_MAX, webhookUrlProblem } from './setting';

describe('webhookUrlProblem', () => {
  it('a switched-off webhook may keep no URL', () => {
    expect(webhookUrlProblem({ enabled: false, url: null })).toBeNull();
    expect(webhookUrlProblem({ enabled: false, url: '  ' })).toBeNull();
  });

  it('a switched-on webhook needs a URL', () => {
    expect(webhookUrlProblem({ enabled: true, url: '' })).toEqual({
      key: 'messageSetting.webhookUrlRequired',
    });
  });

  it('http and https addresses with a host are accepted', () => {
    expect(webhookUrlProblem({ enabled: true, url: 'https://hooks.example.com/tms?x=1' })).toBeNull();
    expect(webhookUrlProblem({ enabled: true, url: 'http://10.0.0.5:8080/in' })).toBeNull();
  });

  it('other schemes and non-URLs are refused, even when the webhook is off', () => {
    for (const url of ['ftp://x.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'hooks.example.com'])
      expect(webhookUrlProblem({ enabled: false, url })).toEqual({ key: 'messageSetting.webhookUrlInvalid' });
  });

  it('a URL longer than the maximum is refused', () => {
    const url = `https://x.example/${'a'.repeat(WEBHOOK_URL_MAX)}`;
    expect(webhookUrlProblem({ enabled: true, url })).toEqual({
      key: 'messageSetting.webhookUrlTooLong',
      params: { max: WEBHOOK_URL_MAX },
    });
  });
});

describe('distinctIds', () => {
  it('keeps the first of repeated ids in order', () => {
    expect(distinctIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });
});
