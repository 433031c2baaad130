// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { MESSAGE_BODY_MAX } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

/** The editor instance behind the rendered field (TipTap hangs it on its element). */
function editorOf(container: HTMLElement): Editor {
  const dom = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error('no editor rendered');
  return dom.editor;
}

afterEach(cleanup);

describe('the message body editor', () => {
  it('shows a draft body and its count without reporting a change', () => {
    const onChange = vi.fn();
    const html = '<p>Hello <strong>team</strong></p>';
    const { container } = render(<RichTextEditor value={html} onChange={onChange} />);
    expect(container.querySelector('.ProseMirror strong')?.textContent).toBe('team');
    expect(screen.getByText(`${html.length} / ${MESSAGE_BODY_MAX}`)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('loads a body given after it opened, as when a draft arrives', () => {
    const { container, rerender } = render(<RichTextEditor value="" />);
    rerender(<RichTextEditor value="<p>later</p>" />);
    expect(container.querySelector('.ProseMirror')?.textContent).toBe('later');
  });

  it('reads an older plain-text draft with its line breaks', () => {
    const { container } = render(<RichTextEditor value="one<br>two &amp; three" />);
    expect(editorOf(container).getHTML()).toBe('<p>one<br>two &amp; three</p>');
  });

  it('hands the form an empty body when the text is cleared', () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor value="<p>text</p>" onChange={onChange} />);
    act(() => {
      editorOf(container).commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('makes the selection bold from the toolbar', () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor value="<p>text</p>" onChange={onChange} />);
    act(() => {
      editorOf(container).commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: 'messageBox.editor.bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>text</strong></p>');
  });

  it('writes only markup the server keeps: its tags, and links with its target and rel', () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor value="" onChange={onChange} />);
    act(() => {
      editorOf(container)
        .chain()
        .insertContent('<p><strong>b</strong> <em>i</em> <u>u</u> <a href="https://example.com">l</a></p>')
        .insertContent('<ul><li><p>x</p></li></ul><ol><li><p>y</p></li></ol>')
        .run();
    });
    const html = String(onChange.mock.lastCall?.[0]);
    const tags = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['a', 'em', 'li', 'ol', 'p', 'strong', 'u', 'ul']);
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com">l</a>');
  });

  it('drops a link whose scheme the server would drop', () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor value="" onChange={onChange} />);
    act(() => {
      editorOf(container).commands.insertContent('<p><a href="javascript:alert(1)">x</a></p>');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>x</p>');
  });
});
