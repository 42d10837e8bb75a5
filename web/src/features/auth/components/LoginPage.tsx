import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ZLoginRequestSchema, ZPasswordResetRequestSchema } from '@shared/identity/identity.schema.js';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/PasswordInput';
import type * as z from 'zod/mini';
import { PageTitle } from '../../../components/PageTitle';
import { useFieldError } from '../../../components/FieldError';
import { lazyResolver } from '../../../app/lazy-resolver';
import { session } from '../session';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { EmailInput } from '../../../components/EmailInput';

/** Only same-origin paths are followed after login. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

// /login is a first route: zod, the schemas and the API client load when the form is used.
const schemas = () => import('@shared/identity/identity.schema.js');
const loginResolver = lazyResolver(() => schemas().then((m) => m.ZLoginRequestSchema));
const resetResolver = lazyResolver(() => schemas().then((m) => m.ZPasswordResetRequestSchema));
const authApi = () => import('../api/auth');

function LoginForm({ redirect, notice, onReset }: { redirect?: string; notice?: string; onReset: () => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const router = useRouter();
  const form = useForm<z.input<typeof ZLoginRequestSchema>, unknown, z.output<typeof ZLoginRequestSchema>>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: async (v: z.output<typeof ZLoginRequestSchema>) => (await authApi()).login(v),
    onSuccess: () => router.history.push(safeRedirect(redirect)),
    // A failed login clears the user (spec 001 §8).
    onError: () => session.clear(),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onFocus={loginResolver.preload} onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        {notice ? (
          <Alert color="green" icon={<IconCircleCheck />} role="status" data-testid="login-notice">
            {notice}
          </Alert>
        ) : null}
        {mutation.isError ? <ServerErrorAlert error={mutation.error} testId="login-error" /> : null}
        <EmailInput label={t('email')} autoComplete="username" withAsterisk {...form.register('email')} error={fieldError(errors.email)} />
        <PasswordInput label={t('password')} autoComplete="current-password" withAsterisk {...form.register('password')} error={fieldError(errors.password)} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onReset}>
            {t('forgotPassword')}
          </Anchor>
          <Button type="submit" loading={mutation.isPending}>
            {t('signIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResetRequestForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof ZPasswordResetRequestSchema>, unknown, z.output<typeof ZPasswordResetRequestSchema>>({
    resolver: resetResolver,
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: async (v: { email: string }) => (await authApi()).requestPasswordReset(v.email), onSuccess: onSent });
  const { errors } = form.formState;
  return (
    <form noValidate onFocus={resetResolver.preload} onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        <Text size="sm">{t('reset.intro')}</Text>
        {mutation.isError ? <ServerErrorAlert error={mutation.error} /> : null}
        <EmailInput label={t('email')} autoComplete="email" withAsterisk {...form.register('email')} error={fieldError(errors.email)} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('reset.back')}
          </Anchor>
          <Button type="submit" loading={mutation.isPending}>
            {t('reset.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Login with a toggle to the reset-password form (spec 000 §2, §4). */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [notice, setNotice] = useState<string>();
  return (
    <Stack maw={420} mx="auto" mt="lg">
      <PageTitle>{mode === 'login' ? t('login.title') : t('reset.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        {mode === 'login' ? (
          <LoginForm
            redirect={redirect}
            notice={notice}
            onReset={() => {
              setNotice(undefined);
              setMode('reset');
            }}
          />
        ) : (
          <ResetRequestForm
            onBack={() => setMode('login')}
            onSent={() => {
              setNotice(t('reset.sent'));
              setMode('login');
            }}
          />
        )}
      </Paper>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
