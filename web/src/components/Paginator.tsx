import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

/**
 * Page links, shown only when there is more than one page, with a window of 5 links around the
 * current page (spec 000 §5; `pageWindow`), and first, previous, next and last controls.
 * `page` is 1-based.
 */
export function Paginator({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageWindow(page, total);
  if (pages.length === 0) return null;
  return (
    <Pagination.Root value={page} total={total} onChange={onChange} mt="md">
      <Group gap={8} component="nav" aria-label={t('common:pagination.label')} data-testid="pager">
        <Pagination.First aria-label={t('common:pagination.first')} />
        <Pagination.Previous aria-label={t('common:pagination.previous')} />
        {pages.map((p) => (
          <Pagination.Control
            key={p}
            active={p === page}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('common:pagination.page', { page: p })}
            onClick={() => onChange(p)}
          >
            {p}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label={t('common:pagination.next')} />
        <Pagination.Last aria-label={t('common:pagination.last')} />
      </Group>
    </Pagination.Root>
  );
}
