import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './body-text';

describe('the compose body between text and HTML', () => {
  it('escapes markup and turns line breaks into br', () => {
    expect(textToHtml('a < b & c\nnext "line"')).toBe('a &lt; b &amp; c<br>next &quot;line&quot;');
  });

  it('sends a blank body as empty', () => {
    expect(textToHtml('  \n ')).toBe('');
  });

  it('reads paragraphs and breaks back as lines without tags', () => {
    expect(htmlToText('<p>one &amp; <b>two</b></p><p>three<br/>four</p>')).toBe('one & two\nthree\nfour');
  });

  it('round-trips plain text', () => {
    const text = 'x <y>\n\n"z"';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
