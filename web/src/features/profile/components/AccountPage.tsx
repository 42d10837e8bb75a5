import { Button, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { ZChangePasswordRequestSchema } from '@shared/identity/identity.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/PasswordInput';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { setLanguage } from '../../../app/i18n';
import { useFieldError } from '../../../components/FieldError';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { changePassword, meQuery, setNotificationSetting, setPreferredLanguage } from '../../auth/api/auth';
import { PasswordFields } from '../../auth/components/PasswordFields';
import { useSession } from '../../auth/hooks/use-session';
import { schemaResolver } from '../../../app/schema-resolver';

type TChangePassword = z.input<typeof ZChangePasswordRequestSchema>;

function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const fieldError = useFieldError();
  const form = useForm<TChangePassword>({
    resolver: schemaResolver(ZChangePasswordRequestSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      notifySuccess(t('common:saved'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pw-title">
      <Title order={2} size="h4" mb="md" id="pw-title">
        {t('changePassword')}
      </Title>
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          <PasswordInput
            label={t('oldPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.register('oldPassword')}
            error={fieldError(form.formState.errors.oldPassword)}
          />
          <PasswordFields register={form.register as unknown as UseFormRegister<{ password: string; confirmPassword: string }>} errors={form.formState.errors} />
          <Button type="submit" loading={mutation.isPending} w="fit-content">
            {t('changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Preferences() {
  const { t } = useTranslation('profile');
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(principal?.userId));
  const onSaved = (user: unknown) => {
    queryClient.setQueryData(meQuery(principal?.userId).queryKey, user as never);
    notifySuccess(t('common:saved'));
  };
  const onError = (e: unknown) => notifyError(errorText(t, e));
  const notify = useMutation({ mutationFn: setNotificationSetting, onSuccess: onSaved, onError });
  const language = useMutation({
    mutationFn: setPreferredLanguage,
    onSuccess: (user, lang) => {
      setLanguage(lang === 'RU' ? 'ru' : 'en');
      onSaved(user);
    },
    onError,
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pref-title">
      <Title order={2} size="h4" mb="md" id="pref-title">
        {t('preferences')}
      </Title>
      {me.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {me.isError ? <Text c="red">{errorText(t, me.error)}</Text> : null}
      {me.data ? (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {me.data.firstName} {me.data.lastName} · {me.data.email}
          </Text>
          <Switch
            label={t('notifications')}
            description={t('notificationsHint')}
            checked={me.data.notificationEnable}
            disabled={notify.isPending}
            onChange={(e) => notify.mutate(e.currentTarget.checked)}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="lang-label">
              {t('preferredLanguage')}
            </Text>
            <SegmentedControl
              aria-labelledby="lang-label"
              value={me.data.preferredLanguage}
              disabled={language.isPending}
              onChange={(v) => language.mutate(v as 'EN' | 'RU')}
              data={[
                { value: 'EN', label: 'English' },
                { value: 'RU', label: 'Русский' },
              ]}
            />
          </div>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** /userprofile/{wsType}/{wsId}/account: password, notifications, preferred language. */
export function AccountPage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChangePasswordForm />
        <Preferences />
      </SimpleGrid>
    </>
  );
}
