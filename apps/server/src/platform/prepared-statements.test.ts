import { describe, expect, it } from 'vitest';
import { statementName } from './prepared-statements';

describe('statements are prepared by a name made of their text', () => {
  it('names one text the same every time and two texts differently', () => {
    const page = 'select "uuid" from "order_waybill" where "status" = $1 limit $2';
    expect(statementName(page, 2)).toMatch(/^tms_/);
    expect(statementName(page, 2)).toBe(statementName(page, 2));
    expect(statementName(`${page} offset $3`, 3)).not.toBe(statementName(page, 2));
  });

  it('leaves transaction control and schema changes unnamed', () => {
    expect(statementName('begin', 0)).toBeNull();
    expect(statementName('create index if not exists x on y (z)', 0)).toBeNull();
  });

  it('leaves texts with long parameter lists unnamed: each length would be a statement of its own', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `$${i + 1}`).join(', ');
    expect(statementName(`select 1 from order_waybill where uuid in (${ids})`, 100)).toBeNull();
  });
});
