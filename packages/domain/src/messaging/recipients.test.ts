import { describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '../constants';
import {
  contentProblem,
  isChosenEmpty,
  normalizeChosen,
  readFilterOf,
  resolveRecipients,
} from './recipients';

describe('message recipients', () => {
  it('a user chosen directly and through a center receives the message once', () => {
    expect(resolveRecipients({ senderId: 1, userIds: [5, 3], groupMemberIds: [3, 7, 7] })).toEqual([3, 5, 7]);
  });

  it('the sender does not receive their own message through a chosen center or role', () => {
    expect(resolveRecipients({ senderId: 2, userIds: [], groupMemberIds: [2, 4] })).toEqual([4]);
  });

  it('the sender receives their own message when they chose themselves', () => {
    expect(resolveRecipients({ senderId: 2, userIds: [2], groupMemberIds: [2, 4] })).toEqual([2, 4]);
  });

  it('chosen ids lose blanks and repeats; nothing chosen is empty', () => {
    const chosen = normalizeChosen({ userIds: ['1', ' 1', ''], centerIds: ['dc-sh', 'dc-sh'], roleIds: [] });
    expect(chosen).toEqual({ userIds: ['1'], centerIds: ['dc-sh'], roleIds: [] });
    expect(isChosenEmpty(chosen)).toBe(false);
    expect(isChosenEmpty(normalizeChosen({ userIds: [' '], centerIds: [], roleIds: [] }))).toBe(true);
  });
});

describe('receiveStatus', () => {
  it('1 keeps unread, 2 read, 3 both', () => {
    expect(readFilterOf(1)).toBe(false);
    expect(readFilterOf(2)).toBe(true);
    expect(readFilterOf(3)).toBeNull();
  });
});

describe('message content', () => {
  const ok = { title: 'Hello', sanitizedBody: '<p>x</p>', attachmentCount: 0 };
  it('a blank title is refused', () => {
    expect(contentProblem({ ...ok, title: '  ' })).toEqual({ key: 'message.titleRequired' });
  });
  it('a title of 200 characters is accepted, 201 refused', () => {
    expect(contentProblem({ ...ok, title: '题'.repeat(MESSAGE_TITLE_MAX) })).toBeNull();
    expect(contentProblem({ ...ok, title: '题'.repeat(MESSAGE_TITLE_MAX + 1) })?.key).toBe(
      'message.titleTooLong',
    );
  });
  it('a sanitized body of 20,000 characters is accepted, 20,001 refused', () => {
    expect(contentProblem({ ...ok, sanitizedBody: 'x'.repeat(MESSAGE_BODY_MAX) })).toBeNull();
    expect(contentProblem({ ...ok, sanitizedBody: 'x'.repeat(MESSAGE_BODY_MAX + 1) })?.key).toBe(
      'message.bodyTooLong',
    );
  });
  it('more than 20 attachments are refused', () => {
    expect(contentProblem({ ...ok, attachmentCount: 21 })?.key).toBe('message.tooManyAttachments');
  });
});
