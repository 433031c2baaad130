import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../../core/request';
import { serverProblems } from './useSubmitLines';

describe('the problems a refused submit names', () => {
  it('lists every problem message once, in the server order', () => {
    const error = new RequestError('first', 500, 200, {
      problems: [
        { key: 'a', msg: 'first', at: [] },
        { key: 'b', msg: 'second', at: [{ line: 0, stop: 1 }] },
        { key: 'b', msg: 'second', at: [{ line: 1, stop: 1 }] },
      ],
    });
    expect(serverProblems(error)).toEqual(['first', 'second']);
  });

  it('is empty for a refusal without problems and for other errors', () => {
    expect(serverProblems(new RequestError('x', 500, 200))).toEqual([]);
    expect(serverProblems(new Error('network'))).toEqual([]);
  });
});
