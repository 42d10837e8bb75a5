import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import type { TOffice } from '@shared/provider/provider.schema.js';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/NotFound';
import { PageTitle } from '../../../components/PageTitle';
import { officesQuery } from '../../locations/api/offices';
import { employeesQuery } from '../api/directory';
import { employeeColumns } from './EmployeesPage';
import { ResultTable } from './ResultTable';

const addressLine = (o: TOffice) =>
  [o.address.address1, o.address.address2, o.address.city, `${o.address.state} ${o.address.zipCode}`].filter(Boolean).join(', ');

/** /admin/offices: the provider's offices (ADMIN). */
export function OfficesPage() {
  const { t } = useTranslation('directory');
  const { data } = useSuspenseQuery(officesQuery());
  return (
    <Stack>
      <PageTitle>{t('offices.title')}</PageTitle>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="offices-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.address')}</Table.Th>
              <Table.Th>{t('columns.phone')}</Table.Th>
              <Table.Th>{t('columns.email')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Anchor component={Link} to="/admin/offices/$officeId" params={{ officeId: o.id } as never} size="sm">
                    {o.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{addressLine(o)}</Table.Td>
                <Table.Td>{o.phone}</Table.Td>
                <Table.Td>{o.email}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** /admin/offices/$officeId: an office and the employees working there. */
export function OfficePage({ officeId }: { officeId: string }) {
  const { t } = useTranslation('directory');
  const { data } = useSuspenseQuery(officesQuery());
  const [pageNumber, setPageNumber] = useState(0);
  const employees = useQuery(employeesQuery({ officeId, pageNumber, pageSize: 20 }));
  const office = data.find((o) => o.id === officeId);
  if (!office) return <NotFound />;
  return (
    <Stack>
      <PageTitle>{office.name}</PageTitle>
      <Card withBorder>
        <Text>{addressLine(office)}</Text>
        <Text>{office.phone}</Text>
        <Text>{office.email}</Text>
        <Text c="dimmed">{office.hours}</Text>
      </Card>
      <Text fw={600} component="h2">
        {t('offices.employees')}
      </Text>
      <ResultTable
        testId="office-employees-table"
        page={employees.data}
        loading={employees.isFetching}
        columns={employeeColumns(t as never)}
        pageNumber={pageNumber}
        onPage={setPageNumber}
      />
    </Stack>
  );
}
