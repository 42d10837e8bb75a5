import { ActionIcon, Alert, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { ERROR_CATALOGUE } from '@shared/core/errors.js';
import { INVALID_COMPANY_TIN, INVALID_FOREIGN_ZIP, INVALID_TIN, INVALID_US_ZIP, LAST4_RULE } from '@shared/profile/profile.schema.js';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConflictAlert as SharedConflictAlert } from '../../../components/ConflictAlert';
import { confirmAction } from '../../../components/confirm';
import { errorText } from '../../../app/errors';
import { translateValidation } from '../../../app/validation-messages';

/** Catalogue messages (4007, 40016, 40019, 40029, 40031…) shown as the catalogue's translated text. */
const CODE_BY_MESSAGE = new Map(Object.entries(ERROR_CATALOGUE).map(([code, { message }]) => [message as string, code]));
/** The profile schemas' own format messages. */
const PROFILE_MESSAGES: Record<string, string> = {
  [INVALID_TIN]: 'profile:messages.tinFormat',
  [INVALID_COMPANY_TIN]: 'profile:messages.companyTin',
  [LAST4_RULE]: 'profile:messages.last4',
  [INVALID_US_ZIP]: 'profile:messages.usZip',
  [INVALID_FOREIGN_ZIP]: 'profile:messages.foreignZip',
  'Invalid date format': 'profile:messages.dateFormat',
  'End date must be after start date': 'profile:messages.endAfterStart',
  'Shares add up to more than 100%': 'profile:messages.sharesOver100',
  'At most two decimals': 'profile:messages.twoDecimals',
  'Only letters, digits and hyphens': 'profile:messages.documentNumber',
};

/** Translates a form error of the profile schemas. */
export function useProfileFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    const code = CODE_BY_MESSAGE.get(message);
    if (code) return t(`errors:${code}` as 'errors:fallback');
    const own = PROFILE_MESSAGES[message];
    if (own) return t(own as 'profile:title');
    return translateValidation(t, message);
  };
}

/** A titled section of a profile page. */
export function Section({ id, title, children, extra }: { id: string; title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

/** Shown when the server answered with masked numbers. */
export function MaskedNotice() {
  const { t } = useTranslation('profile');
  return (
    <Alert color="gray" variant="light">
      <Text size="sm">{t('maskedNotice')}</Text>
    </Alert>
  );
}

/** A page's query: a loader while it loads, its error as an alert, then the form for its data. */
export function QueryStatus<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('profile');
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <span role="alert">{errorText(t, query.error)}</span>;
  return <>{children(query.data)}</>;
}

/** The shared conflict alert with the profile's Reload label. */
export function ConflictAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation('profile');
  return <SharedConflictAlert error={error} onReload={onReload} reloadLabel={t('reload')} />;
}

/** A profile form's submit button, busy while its save is in flight. */
export function SaveButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {t('save')}
      </Button>
    </Group>
  );
}

/** A table row's delete button: asks `question` (a danger confirmation), then calls `onDelete`. */
export function DeleteRowButton({ label, question, onDelete }: { label: string; question: string; onDelete: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      aria-label={label}
      onClick={async () => {
        if (await confirmAction({ message: question, danger: true })) onDelete();
      }}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
