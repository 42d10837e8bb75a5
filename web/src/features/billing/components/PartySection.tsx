import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TParty } from '@shared/billing/billing.schema.js';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled section of the invoice and bill panels (Payee, Payer, Service, Details). */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A party of an invoice: its name, email and kind, 'None' when not chosen yet, and the side's action. */
export function PartyCard({ party, own, action }: { party: TParty | null; own?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={party ? 600 : 400} c={party ? undefined : 'dimmed'} truncate data-testid="party-name">
            {party?.name ?? t('none')}
          </Text>
          {party?.email ? (
            <Text size="xs" c="dimmed" truncate>
              {party.email}
            </Text>
          ) : null}
        </div>
        <Group gap="xs" wrap="nowrap">
          {own ? (
            <Badge variant="light" color="blue" c="dark">
              {t('panel.ownProfile')}
            </Badge>
          ) : null}
          {party ? (
            <Badge variant="light" color="gray" c="dark">
              {t(`workspaceKind.${party.type}`)}
            </Badge>
          ) : null}
          {action}
        </Group>
      </Group>
    </Paper>
  );
}
