import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type TCompanyRef, ZEinSchema } from '@shared/workforce/workforce.schema.js';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { CompanyAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { useSession } from '../../auth/hooks/use-session';
import { maskEin } from '../../profile/masks';
import { findCompanyByEin } from '../api/employments';

/**
 * Who a COMPANY contractor is: a company of the directory. Staff search it by name, EIN or email (the
 * directory's company search is theirs); a client owner types the company's exact EIN and gets that
 * company or 'Company not found', never a list of the firm's clients.
 */
export function ContractorCompanyPicker(props: {
  companyId: string;
  value: TCompanyRef | undefined;
  onChange: (company: TCompanyRef | undefined) => void;
  /** An edited employment's company stays. */
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('hr');
  const { principal } = useSession();
  const [ein, setEin] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const lookup = useMutation({
    mutationFn: (value: string) => findCompanyByEin(props.companyId, value),
    onSuccess: (company) => {
      setProblem(undefined);
      props.onChange(company);
    },
    onError: (e) => setProblem(errorText(t, e)),
  });
  const find = () => {
    if (!z.safeParse(ZEinSchema, ein).success) {
      setProblem(t('form.einFormat'));
      return;
    }
    lookup.mutate(ein);
  };

  if (props.value) {
    return (
      <Paper withBorder p="sm" data-testid="contractor-company">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('form.contractorCompany')}
            </Text>
            <Text fw={500}>{props.value.name}</Text>
            <Text size="sm">{t('form.companyEin', { ein: props.value.ein })}</Text>
          </Stack>
          {props.readOnly ? null : (
            <Button variant="default" size="xs" onClick={() => props.onChange(undefined)}>
              {t('form.changeCompany')}
            </Button>
          )}
        </Group>
      </Paper>
    );
  }
  if (principal?.staff) {
    return (
      <Stack gap={4}>
        <CompanyAutocomplete
          label={t('form.contractorCompany')}
          onPick={(entry) => props.onChange({ id: entry.id, name: entry.name, ein: entry.ein ?? '', ...(entry.email ? { email: entry.email } : {}) })}
        />
        {props.error ? (
          <Text size="xs" c="red">
            {props.error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label={t('form.contractorEin')}
        description={t('form.contractorEinHint')}
        placeholder="00-0000000"
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        value={ein}
        onChange={(e) => {
          setEin(maskEin(e.currentTarget.value));
          setProblem(undefined);
        }}
        onKeyDown={(e) => {
          // Enter looks the company up instead of submitting the employment form.
          if (e.key === 'Enter') {
            e.preventDefault();
            find();
          }
        }}
        error={problem ?? props.error}
      />
      <Group>
        <Button variant="light" loading={lookup.isPending} onClick={find}>
          {t('form.findCompany')}
        </Button>
      </Group>
    </Stack>
  );
}
