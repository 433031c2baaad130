import { IMAGE_MAX_BYTES, MESSAGE_ATTACHMENT_MAX } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { acceptFor, attachmentCategory, attachmentProblem, FILE_SUFFIXES, sizeText } from './attachments';

const file = (name: string, size = 1000) => ({ name, size });

describe('a picked attachment checked before upload', () => {
  it('takes an allowed document of up to 20 MB when documents may be uploaded', () => {
    expect(
      attachmentProblem({ file: file('Report.PDF', IMAGE_MAX_BYTES), category: 'file', already: 0 }),
    ).toBeNull();
  });

  it('refuses a type the file store does not take, naming the allowed types', () => {
    expect(attachmentProblem({ file: file('run.exe'), category: 'file', already: 0 })).toEqual({
      key: 'common.fileTypeNotAllowed',
      params: { types: FILE_SUFFIXES.join(', ') },
    });
    expect(attachmentProblem({ file: file('no-suffix'), category: 'file', already: 0 })?.key).toBe(
      'common.fileTypeNotAllowed',
    );
  });

  it('takes only images from an author who may not upload documents', () => {
    expect(attachmentProblem({ file: file('photo.jpeg'), category: 'image', already: 0 })).toBeNull();
    expect(attachmentProblem({ file: file('report.pdf'), category: 'image', already: 0 })).toEqual({
      key: 'system.oss.imagesOnly',
    });
  });

  it('refuses a file over 20 MB with the server size text', () => {
    expect(
      attachmentProblem({ file: file('a.pdf', IMAGE_MAX_BYTES + 1), category: 'file', already: 0 }),
    ).toEqual({
      key: 'common.fileTooLarge',
      params: { max: '20 MB' },
    });
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem({ file: file('a.txt', 0), category: 'file', already: 0 })?.key).toBe(
      'system.oss.fileRequired',
    );
  });

  it('takes the last attachment the message has room for and refuses the next', () => {
    const last = attachmentProblem({
      file: file('a.png'),
      category: 'image',
      already: MESSAGE_ATTACHMENT_MAX - 1,
    });
    expect(last).toBeNull();
    expect(
      attachmentProblem({ file: file('a.png'), category: 'image', already: MESSAGE_ATTACHMENT_MAX }),
    ).toEqual({
      key: 'message.tooManyAttachments',
      params: { max: MESSAGE_ATTACHMENT_MAX },
    });
  });
});

describe('the upload category', () => {
  it('is documents for the file manager and images for other authors', () => {
    expect(attachmentCategory(true)).toBe('file');
    expect(attachmentCategory(false)).toBe('image');
  });

  it('limits the picker to the category types', () => {
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,.gif,.bmp,.webp');
    expect(acceptFor('file')).toContain('.xlsx');
  });
});

describe('an attachment size as shown', () => {
  it('uses bytes, KB or MB', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});
