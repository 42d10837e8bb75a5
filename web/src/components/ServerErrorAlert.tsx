import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors';

/** A failed call's message in a red alert (spec 001 §8); renders nothing without an error. */
export function ServerErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid={testId}>
      {errorText(t, error)}
    </Alert>
  );
}
