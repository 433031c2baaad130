import { describe, expect, it } from 'vitest';
import { INSURANCE_NOTICE_DAYS, insuranceDaysLeft, reviewOutcomeOf } from './system-messages';

describe('insurance expiring within the notice window', () => {
  it('counts the days left up to the end day itself', () => {
    expect(insuranceDaysLeft('2026-12-01', '2026-11-27')).toBe(4);
    expect(insuranceDaysLeft('2026-11-27', '2026-11-27')).toBe(0);
  });

  it('announces at exactly the notice days, not one day earlier', () => {
    expect(insuranceDaysLeft('2026-12-27', '2026-11-27')).toBe(INSURANCE_NOTICE_DAYS);
    expect(insuranceDaysLeft('2026-12-28', '2026-11-27')).toBeNull();
  });

  it('leaves an insurance that already ended, or a vehicle without one, alone', () => {
    expect(insuranceDaysLeft('2026-11-26', '2026-11-27')).toBeNull();
    expect(insuranceDaysLeft(null, '2026-11-27')).toBeNull();
    expect(insuranceDaysLeft('soon', '2026-11-27')).toBeNull();
  });

  it('crosses month and leap-day boundaries by calendar days', () => {
    expect(insuranceDaysLeft('2028-03-01', '2028-02-28')).toBe(2);
  });
});

describe('the review steps an applicant is told of', () => {
  it('names approval and rejection, and nothing else', () => {
    expect(reviewOutcomeOf('examine')).toBe('approved');
    expect(reviewOutcomeOf('reject')).toBe('rejected');
    expect(reviewOutcomeOf('ship')).toBeNull();
  });
});
