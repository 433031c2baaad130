import { beforeEach, describe, expect, it, vi } from 'vitest';

const getPage = vi.fn();
const post = vi.fn();
vi.mock('../../core/request', () => ({ getPage, post, download: vi.fn() }));

const { fetchPage, fetchSortedPage, postIds } = await import('./table');

beforeEach(() => {
  getPage.mockReset().mockResolvedValue({ data: [{ id: 1 }], total: 1 });
  post.mockReset().mockResolvedValue({ code: 0, msg: '', data: null });
});

describe('fetchSortedPage', () => {
  it('sends paging as pageNum/pageSize, the filters and the sorted column', async () => {
    const page = await fetchSortedPage(
      '/x/list',
      { current: 2, pageSize: 30, name: 'a' },
      { code: 'ascend' },
    );
    expect(getPage).toHaveBeenCalledWith('/x/list', {
      name: 'a',
      pageNum: 2,
      pageSize: 30,
      sortField: 'code',
      sortOrder: 'ascend',
    });
    expect(page).toEqual({ data: [{ id: 1 }], total: 1, success: true });
  });
  it('takes the first column that is sorted, and the screen own fixed filters', async () => {
    await fetchSortedPage('/x/list', { current: 1 }, { name: null, code: 'descend' }, { kind: 'k' });
    expect(getPage.mock.calls[0]?.[1]).toMatchObject({ kind: 'k', sortField: 'code', sortOrder: 'descend' });
  });
});

describe('fetchPage', () => {
  it('is the page without a sort: no sort field has a value', async () => {
    await fetchPage('/x/list', { current: 1, pageSize: 10 }, { dictType: 'sys_yes_no' });
    const query = getPage.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(query).toMatchObject({ dictType: 'sys_yes_no', pageNum: 1, pageSize: 10 });
    expect(query.sortField).toBeUndefined();
    expect(query.sortOrder).toBeUndefined();
  });
});

describe('postIds', () => {
  it('posts the ids joined by commas as a query parameter', async () => {
    await postIds('/x/remove', ['a', 'b']);
    expect(post).toHaveBeenCalledWith('/x/remove', undefined, { params: { ids: 'a,b' } });
  });
});
