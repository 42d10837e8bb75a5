import { Anchor, Button, Checkbox, Paper, Radio, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZRegisterRequestSchema } from '@shared/identity/identity.schema.js';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { PageTitle } from '../../../components/PageTitle';
import { useFieldError } from '../../../components/FieldError';
import { register as registerUser } from '../api/auth';
import { PasswordFields } from './PasswordFields';
import { schemaResolver } from '../../../app/schema-resolver';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { EmailInput } from '../../../components/EmailInput';

type TForm = z.input<typeof ZRegisterRequestSchema>;

/** Registration; a confirmation link is emailed and the user lands on /postreg. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const form = useForm<TForm, unknown, z.output<typeof ZRegisterRequestSchema>>({
    resolver: schemaResolver(ZRegisterRequestSchema),
    defaultValues: {
      email: '', firstName: '', lastName: '', password: '', confirmPassword: '',
      preferredLanguage: i18n.resolvedLanguage === 'ru' ? 'RU' : 'EN',
      // Unticked until the person ticks it; the schema refuses anything but true (4004).
      termsAccepted: false,
    },
  });
  const mutation = useMutation({ mutationFn: registerUser, onSuccess: () => navigate({ to: '/postreg' }) });
  const { errors } = form.formState;
  return (
    <Stack maw={520} mx="auto" mt="lg">
      <PageTitle>{t('register.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <Stack gap="sm">
            {mutation.isError ? <ServerErrorAlert error={mutation.error} /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('firstName')} autoComplete="given-name" withAsterisk {...form.register('firstName')} error={fieldError(errors.firstName)} />
              <TextInput label={t('lastName')} autoComplete="family-name" withAsterisk {...form.register('lastName')} error={fieldError(errors.lastName)} />
            </SimpleGrid>
            <EmailInput label={t('email')} autoComplete="email" withAsterisk {...form.register('email')} error={fieldError(errors.email)} />
            <PasswordFields register={form.register as unknown as UseFormRegister<{ password: string; confirmPassword: string }>} errors={errors} />
            <Controller
              control={form.control}
              name="preferredLanguage"
              render={({ field }) => (
                <Radio.Group label={t('preferredLanguage')} value={field.value ?? 'EN'} onChange={field.onChange}>
                  <Group mt={6}>
                    <Radio value="EN" label="English" />
                    <Radio value="RU" label="Русский" />
                  </Group>
                </Radio.Group>
              )}
            />
            <Controller
              control={form.control}
              name="termsAccepted"
              render={({ field }) => (
                <Checkbox
                  data-testid="terms-accepted"
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors.termsAccepted)}
                  label={
                    // Text around a link, not <Trans>: that would put its HTML parser on the first route.
                    <>
                      {t('register.termsBefore')}
                      <Anchor component={Link} to="/terms" target="_blank" rel="noopener" inherit>
                        {t('register.termsLink')}
                      </Anchor>
                    </>
                  }
                />
              )}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
