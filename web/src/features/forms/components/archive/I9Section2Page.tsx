import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TTaxForm } from '@shared/documents/forms.schema.js';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { useSession } from '../../../auth/hooks/use-session';
import { workspacesQuery } from '../../../workspaces/api/get-workspaces';
import { workspaceParams } from '../../../navigation/menu-config';
import { formQuery } from '../../api/forms';
import type { TI9EmployerPrefill } from '../../i9-section2-rules';
import { useFormPrefill } from '../../prefill';
import { splitName } from '../../w4-rules';
import { FormStatusBadge } from './FormStatusBadge';
import { I9Section2Form } from './I9Section2Form';

/**
 * /archive/{wsType}/{wsId}/i9/{formId}: Section 2 of an I-9 whose new hire signed Section 1. The
 * employer's representative is the one signed in (their name from their own profile, else their
 * person workspace's name; editable), the
 * business is the workspace (its name, and its headquarters' address when it is a US one). A form
 * not waiting for Section 2 says where it stands instead.
 */
export function I9Section2Page({ workspaceId, formId }: { workspaceId: string; formId: string }) {
  const { t } = useTranslation('forms');
  const query = useQuery(formQuery(workspaceId, formId));
  const { principal } = useSession();
  const workspaces = useQuery(workspacesQuery(principal?.userId));
  const person = useFormPrefill('PERSON');
  const company = useFormPrefill('COMPANY');

  const title = t('i9.section2.title');
  if (query.isError) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <ServerErrorAlert error={query.error} />
      </>
    );
  }
  if (query.isPending || person === undefined || company === undefined || workspaces.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  const form = query.data;
  const named = (id: string | undefined) => workspaces.data?.data.find((w) => w.id === id)?.name ?? '';
  // The session names nobody: the profile's name, else the user's own person workspace's.
  const own = person?.firstName || person?.lastName ? person : splitName(named(principal?.workspaces.find((id) => workspaceTypeOf(id) === 'PERSON')));
  const prefill: TI9EmployerPrefill = {
    firstName: own.firstName,
    lastName: own.lastName,
    businessName: named(workspaceId) || company?.companyName,
    address: company?.companyAddress,
  };
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Stack gap="md" maw={960}>
        <Group gap="sm">
          <Text fw={600} data-testid="i9-section2-employee">
            {t('i9.section2.employee', { name: form.name })}
          </Text>
          <FormStatusBadge status={form.status} />
        </Group>
        {form.status === 'AWAITING_EMPLOYER' ? (
          <I9Section2Form workspaceId={workspaceId} form={form} prefill={prefill} />
        ) : (
          <NotAwaiting workspaceId={workspaceId} form={form} />
        )}
      </Stack>
    </>
  );
}

/** A form whose Section 2 is not to be filled now: not signed by the employee yet, or done. */
function NotAwaiting({ workspaceId, form }: { workspaceId: string; form: TTaxForm }) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="i9-section2-closed">
        {t(form.status === 'REQUESTED' || (form.status === 'FILLED' && !form.section1DocumentId) ? 'i9.section2.notYet' : 'i9.section2.done')}
      </Alert>
      <Button component={Link} to="/archive/$wsType/$wsId/i9" params={workspaceParams(workspaceId) as never} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {t('i9.section2.back')}
      </Button>
    </Stack>
  );
}
