import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { detailsQuery } from '../api/payroll';
import { DetailsForm } from './DetailsForm';
import { EmploymentsTable } from './EmploymentsTable';

/** Payroll details (spec 000 §2 Payroll business: details): the company's form, then the employments payroll pays. */
export function DetailsPage({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payroll');
  const details = useQuery(detailsQuery(companyId));
  return (
    <Stack gap="xl">
      <PageTitle>{t('details.title')}</PageTitle>
      <ServerErrorAlert error={details.error} />
      {details.isPending ? <Loader size="sm" /> : null}
      {details.data ? <DetailsForm key={details.data.updatedAt ?? 'new'} companyId={companyId} details={details.data} /> : null}
      <EmploymentsTable companyId={companyId} />
    </Stack>
  );
}
