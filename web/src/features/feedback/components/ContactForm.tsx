import { Alert, Anchor, Button, Group, Paper, NativeSelect, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type TFeedbackRequest, ZFeedbackRequestSchema } from '@shared/feedback/feedback.schema.js';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { COMPANY } from '../../support/company';
import { submitFeedback } from '../api/feedback';
import { PHONE_CODES, sanitizePhone } from '../phone-codes';
import { EmailInput } from '../../../components/EmailInput';

type TForm = z.input<typeof ZFeedbackRequestSchema>;

/** The public contact form; its rules are the API's schema (shared/feedback). */
export function ContactForm() {
  const { t, i18n } = useTranslation('home');
  const fieldError = useFieldError();
  const form = useForm<TForm, unknown, z.output<typeof ZFeedbackRequestSchema>>({
    resolver: schemaResolver(ZFeedbackRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phoneCode: '+1',
      phone: '',
      promoCode: '',
      message: '',
      preferredLanguage: i18n.resolvedLanguage === 'ru' ? 'RU' : 'EN',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: TFeedbackRequest) => submitFeedback(values),
    onSuccess: () => form.reset(),
  });
  const { errors } = form.formState;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h3" id="contact-title" mb="md">
        {t('contact.title')}
      </Title>
      {mutation.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck />} mb="md" role="status" data-testid="contact-success">
          {t('contact.success')}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} mb="md" role="alert" data-testid="contact-error">
          {t('contact.failure')}{' '}
          <Anchor href={COMPANY.phoneHref} c="inherit" fw={700}>
            {COMPANY.phone}
          </Anchor>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('contact.name')} withAsterisk autoComplete="name" {...form.register('name')} error={fieldError(errors.name)} />
            <EmailInput label={t('contact.email')} autoComplete="email" {...form.register('email')} error={fieldError(errors.email)} />
          </SimpleGrid>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Controller
              control={form.control}
              name="phoneCode"
              render={({ field }) => (
                <NativeSelect
                  label={t('contact.phoneCode')}
                  data={PHONE_CODES.map((c) => ({ value: c.value, label: c.label }))}
                  value={field.value ?? '+1'}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  w={140}
                />
              )}
            />
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <TextInput
                  label={t('contact.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  style={{ flex: 1 }}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(sanitizePhone(e.currentTarget.value))}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldError(errors.phone)}
                />
              )}
            />
          </Group>
          <TextInput label={t('contact.promoCode')} {...form.register('promoCode')} error={fieldError(errors.promoCode)} />
          <Textarea label={t('contact.message')} autosize minRows={3} maxRows={8} {...form.register('message')} error={fieldError(errors.message)} />
          <Controller
            control={form.control}
            name="preferredLanguage"
            render={({ field }) => (
              <Radio.Group
                label={t('contact.preferredLanguage')}
                withAsterisk
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError(errors.preferredLanguage)}
              >
                <Group mt={6}>
                  <Radio value="EN" label={t('contact.languageEn')} />
                  <Radio value="RU" label={t('contact.languageRu')} />
                </Group>
              </Radio.Group>
            )}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('contact.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
