import { MESSAGE_BODY_MAX } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { bodyLength, editorValue, isBodyTooLong, linkHref } from './body-html';

describe('the body length the form counts', () => {
  it('counts the HTML markup, as the server counts the stored HTML', () => {
    expect(bodyLength('<p><strong>ab</strong></p>')).toBe(26);
  });

  it('counts a character outside the basic plane once, as the server does', () => {
    expect(bodyLength('<p>😀</p>')).toBe(8);
  });

  it('takes a body of exactly the limit and refuses one more character', () => {
    const atLimit = `<p>${'x'.repeat(MESSAGE_BODY_MAX - 7)}</p>`;
    expect(bodyLength(atLimit)).toBe(MESSAGE_BODY_MAX);
    expect(isBodyTooLong(atLimit)).toBe(false);
    expect(isBodyTooLong(`<p>x${atLimit.slice(3)}`)).toBe(true);
  });
});

describe('the value the editor hands the form', () => {
  it('is empty for a cleared editor, not an empty paragraph', () => {
    expect(editorValue({ html: '<p></p>', isEmpty: true })).toBe('');
  });

  it('is the HTML when there is text', () => {
    expect(editorValue({ html: '<p>hi</p>', isEmpty: false })).toBe('<p>hi</p>');
  });
});

describe('a typed link made into an href the server keeps', () => {
  it('keeps http, https and mailto addresses as typed', () => {
    expect(linkHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('mailto:a@example.com')).toBe('mailto:a@example.com');
  });

  it('adds https:// to a bare address and mailto: to an e-mail address', () => {
    expect(linkHref('example.com/path')).toBe('https://example.com/path');
    expect(linkHref('someone@example.com')).toBe('mailto:someone@example.com');
  });

  it('refuses the schemes the server drops', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,hi')).toBeNull();
    expect(linkHref('ftp://example.com')).toBeNull();
  });

  it('refuses blank text and text with spaces', () => {
    expect(linkHref('  ')).toBeNull();
    expect(linkHref('not a link')).toBeNull();
  });
});
