// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../api';
import { AttachmentsField } from './AttachmentsField';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ uploadAttachment: upload }));

const kept: Attachment[] = [
  { id: '7', name: 'plan.png', url: '/api/system/oss/download/7', size: 2048 },
  { id: '9', name: 'map.jpg', url: '/api/system/oss/download/9', size: 10 },
];

function setup(value: Attachment[]) {
  const onChange = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <AttachmentsField value={value} onChange={onChange} />
      </App>
    </QueryClientProvider>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (file: File) => act(() => fireEvent.change(input, { target: { files: [file] } }));
  return { ...view, onChange, pick };
}

afterEach(() => {
  cleanup();
  upload.mockReset();
});

describe('the attachments field', () => {
  it("lists a draft's attachments with their sizes", () => {
    setup(kept);
    expect(screen.getByText('plan.png (2.0 KB)')).toBeTruthy();
    expect(screen.getByText('map.jpg (10 B)')).toBeTruthy();
  });

  it('takes a removed attachment off the message', async () => {
    const { onChange } = setup(kept);
    const remove = screen.getAllByRole('button', { name: /delete/i })[0];
    if (!remove) throw new Error('no remove button');
    fireEvent.click(remove);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([kept[1]]));
  });

  it('uploads an allowed file and adds it to the message', async () => {
    const stored: Attachment = { id: '12', name: 'photo.png', url: '/api/system/oss/download/12', size: 3 };
    upload.mockResolvedValue(stored);
    const { onChange, pick } = setup(kept);
    await pick(new File(['abc'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([...kept, stored]));
    expect(upload.mock.lastCall?.[1]).toBe('image');
  });

  it('refuses a file of a type the store does not take, without uploading it', async () => {
    const { onChange, pick } = setup(kept);
    await pick(new File(['abc'], 'report.pdf', { type: 'application/pdf' }));
    // Without the file manager's key only images are taken; the refusal is the server's own text.
    await screen.findByText('system.oss.imagesOnly');
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
