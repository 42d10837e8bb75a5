import { Accordion, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { importsQuery, type TImportsFilter } from '../api/imports';
import { ImportItem } from './ImportItem';

/**
 * The imports of the filter, newest first, each expandable; page links when there is more than one
 * page. `subscribed`: the live channel stands (useImportsChannel), so loading imports are not polled.
 */
export function ImportList({ filter, page, onPage, subscribed }: { filter: TImportsFilter; page: number; onPage: (page: number) => void; subscribed: boolean }) {
  const { t } = useTranslation('payroll-imports');
  const list = useQuery(importsQuery(filter, page));
  const [open, setOpen] = useState<string[]>([]);
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="imports-list-title">
      <Text component="h2" fw={600} size="lg" id="imports-list-title" mb="xs">
        {t('list.title')}
      </Text>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" aria-label={t('loading')} role="status" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-imports">
          {t('list.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Accordion multiple variant="separated" value={open} onChange={setOpen} data-testid="imports">
          {rows.map((imp) => (
            <ImportItem key={imp.id} listed={imp} open={open.includes(imp.id)} subscribed={subscribed} />
          ))}
        </Accordion>
      ) : null}
      <Paginator page={page + 1} total={list.data?.totalPages ?? 0} onChange={(p) => onPage(p - 1)} />
    </section>
  );
}
