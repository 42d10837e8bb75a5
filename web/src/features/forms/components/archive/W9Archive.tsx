import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../../components/Paginator';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { useCursorPager } from '../../../documents/hooks/use-cursor-pager';
import { formsPageQuery } from '../../api/forms';
import { RequestW9 } from './RequestW9';
import { W9Row } from './W9Row';

const COLUMNS = ['name', 'status', 'year', 'tin', 'filled', 'signed', 'actions'] as const;

/**
 * The archive's `w9` section (spec 000 §2): the company's W-9 requests, newest first, paged by
 * cursor, and 'Request a W-9', which makes a contractor's link.
 */
export function W9Archive({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const pager = useCursorPager((cursor) => formsPageQuery(workspaceId, 'W9', cursor));
  const { query } = pager;
  return (
    <>
      <PageTitle>{t('archive.title')}</PageTitle>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={640}>
            {t('archive.intro')}
          </Text>
          <RequestW9 workspaceId={workspaceId} />
        </Group>
        <ServerErrorAlert error={query.error} />
        {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {query.isSuccess && pager.items.length === 0 && pager.page === 1 ? (
          <Text c="dimmed" data-testid="w9-empty">
            {t('archive.empty')}
          </Text>
        ) : null}
        {pager.items.length > 0 ? (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" aria-busy={query.isFetching} data-testid="w9-table">
              <Table.Caption>{t('archive.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`archive.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pager.items.map((form) => (
                  <W9Row key={form.id} form={form} workspaceId={workspaceId} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Paginator page={pager.page} total={pager.total} onChange={pager.setPage} />
      </Stack>
    </>
  );
}
