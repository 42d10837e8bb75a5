import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { TFormKind } from '@shared/documents/forms.schema.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../../components/Paginator';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { useCursorPager } from '../../../documents/hooks/use-cursor-pager';
import { formsPageQuery } from '../../api/forms';
import { isEmployeeForm, kindTestId } from '../../form-kinds';
import { FormRow } from './FormRow';

/** The table's columns: a contractor's name and TIN (W-9), an employee's name and SSN (W-4), or the signer's name and the business's EIN (8822-B). */
const columns = (kind: TFormKind) =>
  isEmployeeForm(kind)
    ? ['employee', 'status', 'year', 'ssn', 'filled', 'signed', 'actions']
    : ['name', 'status', 'year', kind === 'F8822B' ? 'ein' : 'tin', 'filled', 'signed', 'actions'];

/**
 * An archive section of tax forms (spec 000 §2: `w9`, `w4`): the company's requests of one kind,
 * newest first, paged by cursor, and the kind's request button (`request`), which makes a link.
 */
export function FormArchive({ kind, workspaceId, request }: { kind: TFormKind; workspaceId: string; request: ReactNode }) {
  const { t } = useTranslation('forms');
  const pager = useCursorPager((cursor) => formsPageQuery(workspaceId, kind, cursor));
  const { query } = pager;
  return (
    <>
      <PageTitle>{t(`archive.${kind}.title`)}</PageTitle>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={640}>
            {t(`archive.${kind}.intro`)}
          </Text>
          {request}
        </Group>
        <ServerErrorAlert error={query.error} />
        {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {query.isSuccess && pager.items.length === 0 && pager.page === 1 ? (
          <Text c="dimmed" data-testid={kindTestId(kind, 'empty')}>
            {t(`archive.${kind}.empty`)}
          </Text>
        ) : null}
        {pager.items.length > 0 ? (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" aria-busy={query.isFetching} data-testid={kindTestId(kind, 'table')}>
              <Table.Caption>{t(`archive.${kind}.caption`)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {columns(kind).map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`archive.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pager.items.map((form) => (
                  <FormRow key={form.id} form={form} workspaceId={workspaceId} />
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
