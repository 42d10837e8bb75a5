import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { TPayrollLineInput } from '@shared/payroll/payroll.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { branchesQuery, createRun, detailsQuery, payrollKey, previewRun, runLinesQuery, type TRunRequestInput } from '../api/payroll';
import { periodProblems, type TRunPeriod } from '../lines';
import { PreviewView } from './PreviewView';
import { RunFilter } from './RunFilter';
import { RunLines } from './RunLines';

/**
 * Run a New Payroll (spec 000 §2): the period and the branch and workplace filters; after any change
 * (with valid dates) the applicable employments load preselected; Continue previews the run (gross
 * to net, nothing written), and Save from the preview creates the payroll and its paystubs, then
 * opens the payroll's page. The lines stay mounted (hidden) under the preview, so Back keeps the edits.
 */
export function RunPayrollPage({ companyId, wsType }: { companyId: string; wsType: string }) {
  const { t } = useTranslation('payroll');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const details = useQuery(detailsQuery(companyId));
  const branches = useQuery(branchesQuery(companyId));
  const [period, setPeriod] = useState<TRunPeriod>({ payPeriodStart: '', payPeriodEnd: '', payDate: '' });
  const [branchIds, setBranchIds] = useState<string[]>([]);
  const [workplaces, setWorkplaces] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  const [request, setRequest] = useState<TRunRequestInput | null>(null);
  const problems = periodProblems(period);
  const datesValid = !problems.payPeriodStart && !problems.payPeriodEnd;
  const filter = { payPeriodStart: period.payPeriodStart, payPeriodEnd: period.payPeriodEnd, branchIds, workplaces };
  // Loaded once per filter: a refetch must not wipe the rows' edits, and a filter seen again reloads.
  const lines = useQuery({ ...runLinesQuery(companyId, filter), enabled: datesValid, staleTime: Infinity, gcTime: 0 });
  const preview = useMutation({ mutationFn: (body: TRunRequestInput) => previewRun(companyId, body) });
  const save = useMutation({
    mutationFn: (body: TRunRequestInput) => createRun(companyId, body),
    onSuccess: async (payroll) => {
      notifySuccess(t('run.created'));
      // Marked stale, not refetched here: this screen's lines would reload only to be left.
      await queryClient.invalidateQueries({ queryKey: payrollKey(companyId), refetchType: 'none' });
      await navigate({ to: '/payroll/$wsType/$wsId/payroll_details/$payrollId', params: { wsType, wsId: companyId, payrollId: payroll.id } });
    },
  });
  const onContinue = (rows: TPayrollLineInput[]) => {
    setShown(true);
    if (Object.keys(problems).length) return;
    const body = { ...period, lines: rows };
    setRequest(body);
    save.reset();
    preview.mutate(body);
  };
  const reviewing = Boolean(request && preview.data && !preview.isPending && !preview.error);
  const back = () => {
    setRequest(null);
    preview.reset();
    save.reset();
  };
  return (
    <Stack pb={80}>
      <PageTitle>{t('run.title')}</PageTitle>
      <Stack style={reviewing ? { display: 'none' } : undefined}>
        {details.data && !details.data.saved ? (
          <Alert color="yellow" data-testid="details-first">
            <Text size="sm">{t('run.detailsFirst')}</Text>
            <Anchor component={Link} to="/payroll/$wsType/$wsId/details" params={{ wsType, wsId: companyId } as never} size="sm">
              {t('run.openDetails')}
            </Anchor>
          </Alert>
        ) : null}
        <ServerErrorAlert error={details.error ?? branches.error} />
        <RunFilter
          period={period}
          onPeriod={(patch) => setPeriod((p) => ({ ...p, ...patch }))}
          errors={shown ? problems : {}}
          branches={(branches.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          branchIds={branchIds}
          onBranchIds={setBranchIds}
          workplaceOptions={details.data?.workplaces ?? []}
          workplaces={workplaces}
          onWorkplaces={setWorkplaces}
        />
        {!datesValid ? (
          <Text c="dimmed" size="sm">
            {t('run.enterPeriod')}
          </Text>
        ) : null}
        {datesValid && lines.isPending ? <Loader size="sm" /> : null}
        <ServerErrorAlert error={lines.error} testId="run-lines-error" />
        {datesValid && lines.data && !lines.data.data.length ? (
          <Text c="dimmed" data-testid="no-options">
            {t('run.noOptions')}
          </Text>
        ) : null}
        {datesValid && lines.data?.data.length ? (
          <RunLines
            key={`${JSON.stringify(filter)}@${lines.dataUpdatedAt}`}
            rows={lines.data.data}
            closedThrough={lines.data.closedThrough}
            closeLink={{ wsType, wsId: companyId }}
            busy={preview.isPending}
            onContinue={onContinue}
          />
        ) : null}
        <ServerErrorAlert error={preview.error} testId="run-preview-error" />
      </Stack>
      {reviewing && preview.data && request ? (
        <PreviewView preview={preview.data} onBack={back} onSave={() => save.mutate(request)} saving={save.isPending} error={save.error} />
      ) : null}
    </Stack>
  );
}
