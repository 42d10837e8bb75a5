import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Page links, shown only when there is more than one page, with a window of 5 links around
 * the current page (spec 000 §5). `page` is 1-based.
 */
export function Paginator({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pagination
      value={page}
      total={total}
      onChange={onChange}
      siblings={2}
      boundaries={0}
      withEdges
      mt="md"
      getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
      getItemProps={(p) => ({ 'aria-label': t('common:pagination.page', { page: p }) })}
    />
  );
}
