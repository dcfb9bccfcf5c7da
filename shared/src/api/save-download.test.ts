import { attachmentFileName } from './save-download';

describe('attachmentFileName: the name a download is saved under', () => {
  test('reads quoted and bare file names of an attachment', () => {
    expect(attachmentFileName('attachment; filename="thrive-garden-export-2026-04-01.zip"')).toBe(
      'thrive-garden-export-2026-04-01.zip',
    );
    expect(attachmentFileName('attachment; filename=export.json; size=12')).toBe('export.json');
  });

  test('is null without a header or a file name', () => {
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName(undefined)).toBeNull();
    expect(attachmentFileName('attachment')).toBeNull();
  });
});
