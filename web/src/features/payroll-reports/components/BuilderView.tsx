import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PAYCHECK_SOURCES } from '@shared/payroll/payroll.schema.js';
import { DATES_REQUIRED, END_BEFORE_START, GROUP_MODES, rangeIssue, type TGroupMode, type TPaycheckSource } from '@shared/payroll/reports.schema.js';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { branchesQuery, buildReport, detailsQuery, employmentsQuery } from '../api/reports';
import { BuilderTable } from './BuilderTable';
import { PrintStyle } from './ReportsNav';

interface TDraft {
  startDate: string;
  endDate: string;
  employmentsIds: string[];
  sources: TPaycheckSource[];
  branchIds: string[];
  workPlaceIds: string[];
  groupModes: TGroupMode[];
}
const EMPTY: TDraft = { startDate: '', endDate: '', employmentsIds: [], sources: [], branchIds: [], workPlaceIds: [], groupModes: ['TOTALS'] };

/**
 * The report builder (spec 000 §2 Payroll "Report builder", §3 Builder task): start and end date
 * (required), employments, sources, branches and locations (empty means All), and groups (nested in
 * the order chosen; Totals adds the grand total). Preview shows the grouped table; Print prints it
 * and returns to the reports list.
 */
export function BuilderView({ companyId, wsType }: { companyId: string; wsType: string }) {
  const { t } = useTranslation('payroll-reports');
  const navigate = useNavigate();
  const employments = useQuery(employmentsQuery(companyId));
  const branches = useQuery(branchesQuery(companyId));
  const details = useQuery(detailsQuery(companyId));
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [problem, setProblem] = useState<{ path: 'start' | 'end'; text: string }>();
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const preview = useMutation({ mutationFn: (task: TDraft) => buildReport(companyId, task) });
  const branchNames = useMemo(() => new Map((branches.data?.data ?? []).map((b) => [b.id, b.name])), [branches.data]);
  const workplaces = details.data?.workplaces ?? [];

  const submit = () => {
    const issue = rangeIssue(draft.startDate || undefined, draft.endDate || undefined);
    const text = !issue ? undefined : issue.message === DATES_REQUIRED ? t('filter.required') : issue.message === END_BEFORE_START ? t('filter.endBeforeStart') : t('builder.oneYear');
    setProblem(issue && text ? { path: issue.path, text } : undefined);
    if (!issue) preview.mutate(draft);
  };
  const print = () => {
    window.print();
    void navigate({ to: '/payroll/$wsType/$wsId/reports', params: { wsType, wsId: companyId } as never });
  };
  const all = t('builder.all');
  const multi = (label: string, data: { value: string; label: string }[], value: string[], onChange: (v: string[]) => void, testId: string) => (
    <MultiSelect label={label} placeholder={value.length ? undefined : all} data={data} value={value} onChange={onChange} clearable searchable data-testid={testId} />
  );
  return (
    <Stack>
      <PrintStyle />
      <Paper withBorder p="md" className="reports-no-print">
        <form
          noValidate
          aria-label={t('builder.task')}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <TextInput type="date" label={t('builder.start')} withAsterisk value={draft.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} error={problem?.path === 'start' ? problem.text : undefined} data-testid="builder-start" />
              <TextInput type="date" label={t('builder.end')} withAsterisk value={draft.endDate} onChange={(e) => set({ endDate: e.currentTarget.value })} error={problem?.path === 'end' ? problem.text : undefined} data-testid="builder-end" />
              {multi(t('builder.employments'), (employments.data?.data ?? []).map((e) => ({ value: e.employmentId, label: e.name })), draft.employmentsIds, (v) => set({ employmentsIds: v }), 'builder-employments')}
              {multi(t('builder.sources'), PAYCHECK_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })), draft.sources, (v) => set({ sources: v as TPaycheckSource[] }), 'builder-sources')}
              {multi(t('builder.branches'), (branches.data?.data ?? []).map((b) => ({ value: b.id, label: b.name })), draft.branchIds, (v) => set({ branchIds: v }), 'builder-branches')}
              {multi(t('builder.locations'), workplaces.map((w) => ({ value: w, label: w })), draft.workPlaceIds, (v) => set({ workPlaceIds: v }), 'builder-locations')}
            </SimpleGrid>
            <MultiSelect
              label={t('builder.groups')}
              data={GROUP_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
              value={draft.groupModes}
              onChange={(v) => set({ groupModes: v as TGroupMode[] })}
              clearable
              data-testid="builder-groups"
            />
            <ServerErrorAlert error={preview.error} />
            <Group justify="flex-end">
              <Button type="submit" loading={preview.isPending} data-testid="builder-preview">
                {t('builder.preview')}
              </Button>
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} disabled={!preview.data} onClick={print} data-testid="builder-print">
                {t('builder.print')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {preview.data && Object.values(preview.data.sums).every((v) => v === 0) ? (
        <Text c="dimmed" data-testid="builder-empty">
          {t('builder.empty')}
        </Text>
      ) : null}
      {preview.data ? <BuilderTable result={preview.data} branchNames={branchNames} /> : null}
    </Stack>
  );
}
