import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW, pageWindow } from '../../web/src/components/page-window.js';

/** The pager's window of page links (spec 000 §5, 001 §9): 5 links around the current page. */
describe('the pager window', () => {
  it('hides the pager for one page or none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('links every page of a list of up to 5 pages', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 links of 8 pages, the current one in the middle where it can be', () => {
    expect(PAGE_WINDOW).toBe(5);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 8)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(8, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shows 5 links, not every page up to 7 (the audit log before issue 19)', () => {
    expect(pageWindow(1, 7)).toHaveLength(5);
    expect(pageWindow(7, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps a page out of range inside the list', () => {
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('takes another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
