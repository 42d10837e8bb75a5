import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../app/api-client';

/**
 * Shown while a save stands refused because someone else saved first (409 version_conflict): the
 * form keeps what was typed until the caller reloads the stored version.
 */
export function ConflictAlert({ error, onReload, reloadLabel }: { error: unknown; onReload: () => void; reloadLabel: string }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError) || error.systemCode !== 'version_conflict') return null;
  return (
    <Alert color="yellow" variant="light" role="alert" data-testid="version-conflict">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('errors:version_conflict')}</Text>
        <Button size="xs" variant="default" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Group>
    </Alert>
  );
}
