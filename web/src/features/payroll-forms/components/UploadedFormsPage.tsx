import { Button, Group, Stack, Text } from '@mantine/core';
import type { TUploadedFormKind } from '@shared/payroll/forms.schema.js';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { session } from '../../auth/session';
import { defaultFormYear } from '../format';
import { UploadDialog } from './UploadDialog';
import { UploadedTable } from './UploadedTable';
import { YearSelect } from './YearSelect';

/**
 * Forms 1042-S and Schedules K-1 (spec 000 §2 Payroll business: forms 1042s, k1): the company's
 * uploaded forms of a year. The firm's staff upload and delete them; the company downloads them.
 */
export function UploadedFormsPage({ companyId, kind }: { companyId: string; kind: TUploadedFormKind }) {
  const { t } = useTranslation('payroll-forms');
  const staff = session.principal()?.staff === true;
  const [year, setYear] = useState(defaultFormYear);
  const [uploading, setUploading] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t(`uploads.title${kind}`)}</PageTitle>
        {staff ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)} data-testid="upload-form">
            {t('uploads.upload')}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t(`uploads.intro${kind}`)}</Text>
      <Group>
        <YearSelect value={year} onChange={setYear} all />
      </Group>
      <UploadedTable workspaceId={companyId} kind={kind} year={year} canDelete={staff} />
      {uploading ? <UploadDialog companyId={companyId} kind={kind} year={year || defaultFormYear()} onClose={() => setUploading(false)} /> : null}
    </Stack>
  );
}
