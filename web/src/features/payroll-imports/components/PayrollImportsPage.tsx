import { Box, Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { DEFAULT_IMPORTS_FILTER, showStarted, type TImportsFilter } from '../api/imports';
import { useImportsChannel } from '../hooks/use-imports-channel';
import { ImportDialog } from './ImportDialog';
import { ImportFilter, periodProblem } from './ImportFilter';
import { ImportList } from './ImportList';

/**
 * Payroll imports (issue 18; spec 001 §2 Payroll import screen): staff with PAYROLL_MANAGER import
 * a client company's payroll file and follow it: the filter sidebar, the Import button and dialog,
 * and the imports, each expandable to its records, invoices and rejected rows. While the page is
 * open it listens to the imports' progress over the live connection.
 */
export function PayrollImportsPage() {
  const { t } = useTranslation('payroll-imports');
  const queryClient = useQueryClient();
  const subscribed = useImportsChannel();
  const [draft, setDraft] = useState<TImportsFilter>(DEFAULT_IMPORTS_FILTER);
  const [filter, setFilter] = useState<TImportsFilter>(DEFAULT_IMPORTS_FILTER);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState(false);
  // Reset clears the searches' typed text too: the sidebar is mounted afresh.
  const [resets, setResets] = useState(0);
  const apply = (next: TImportsFilter) => {
    setDraft(next);
    if (periodProblem(next)) return;
    setFilter(next);
    setPage(0);
  };
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
        <Box w={{ base: '100%', md: 300 }} style={{ flexShrink: 0 }}>
          <ImportFilter
            key={resets}
            value={draft}
            onChange={apply}
            onReset={() => {
              apply(DEFAULT_IMPORTS_FILTER);
              setResets((n) => n + 1);
            }}
          />
        </Box>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }} w="100%">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setDialog(true)} data-testid="open-import">
              {t('import')}
            </Button>
          </Group>
          <ImportList filter={filter} page={page} onPage={setPage} subscribed={subscribed} />
        </Stack>
      </Flex>
      {dialog ? (
        <ImportDialog
          onClose={() => setDialog(false)}
          onStarted={(imp) => {
            setPage(0);
            void showStarted(queryClient, filter, imp);
          }}
        />
      ) : null}
    </Stack>
  );
}
