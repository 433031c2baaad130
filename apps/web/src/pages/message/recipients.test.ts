import { describe, expect, it } from 'vitest';
import type { PickerCenter } from './api';
import { recipientsFromTree, recipientTree, treeFromRecipients, userValue } from './recipients';

const centers: PickerCenter[] = [
  {
    id: 'c1',
    code: 'SH',
    name: 'Shanghai',
    users: [
      { id: '1', userName: 'ann', nickName: 'Ann' },
      { id: '2', userName: 'bob', nickName: '' },
    ],
  },
  { id: 'c2', code: 'BJ', name: 'Beijing', users: [{ id: '1', userName: 'ann', nickName: 'Ann' }] },
];

describe('the recipients tree', () => {
  it('names users by nick name, falling back to the login name', () => {
    const tree = recipientTree(centers);
    expect(tree[0]?.children?.map((n) => n.title)).toEqual(['Ann', 'bob']);
  });

  it('gives a user in two centers a distinct value under each', () => {
    const tree = recipientTree(centers);
    expect(tree[0]?.children?.[0]?.value).not.toBe(tree[1]?.children?.[0]?.value);
  });

  it('builds centers and users from ticked values, each user once', () => {
    expect(recipientsFromTree(['center:c1', userValue('c1', '1'), userValue('c2', '1')])).toEqual({
      centerIds: ['c1'],
      userIds: ['1'],
    });
  });

  it('keeps chosen users the tree does not show', () => {
    expect(recipientsFromTree([userValue('c1', '2')], ['9'])).toEqual({ centerIds: [], userIds: ['9', '2'] });
  });

  it('puts a draft user under the first center listing them and keeps unknown users aside', () => {
    expect(treeFromRecipients({ centerIds: ['c2'], userIds: ['1', '9'] }, centers)).toEqual({
      values: ['center:c2', userValue('c1', '1')],
      kept: ['9'],
    });
  });
});
