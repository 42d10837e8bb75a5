/** How many page links the pager shows at most (spec 000 §5, 001 §9: a window of 5 links). */
export const PAGE_WINDOW = 5;

/**
 * The page numbers the pager links (1-based): a window of `size` pages around the current one,
 * the current page in the middle where it can be, pulled in at either end so the window stays
 * full while the list has enough pages. Empty when there is at most one page (the pager is hidden).
 */
export function pageWindow(page: number, total: number, size = PAGE_WINDOW): number[] {
  if (total <= 1) return [];
  const count = Math.min(size, total);
  const current = Math.min(Math.max(1, page), total);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
