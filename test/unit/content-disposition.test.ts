import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../functions/core/s3.js';

describe('a download’s Content-Disposition', () => {
  it('keeps the header ASCII and names a Cyrillic file in filename*', () => {
    const header = contentDisposition('attachment', 'W-8BEN Иван Петров.pdf');
    expect(header).toMatch(/^[\x20-\x7e]+$/u);
    expect(header).toContain('filename="W-8BEN ____ ______.pdf"');
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('W-8BEN Иван Петров.pdf')}`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('W-8BEN Иван Петров.pdf');
  });

  it('cannot be broken out of by quotes, backslashes or new lines', () => {
    const header = contentDisposition('inline', 'a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/u);
    expect(header.split('"')).toHaveLength(3);
  });
});
