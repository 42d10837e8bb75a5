import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type TPublicForm, ZFormPublicIdParamsSchema } from '@shared/documents/forms.schema.js';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { errorText } from '../../../../app/errors';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { publicFormQuery } from '../../api/forms';
import { rememberedSigning } from '../../signing-handoff';
import { W9Form } from './W9Form';

/** A link the API refuses (unknown, expired, withdrawn), or one that cannot be a link at all. */
const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.systemCode === 'invalid_public_link' || error.status === 404 || error.status === 410);

/**
 * /forms/w9/{person|company}/{publicId} (spec 000 §2): a contractor's link to a W-9, no login. An
 * intro naming who asks, then the form; a link already answered says where it stands. The path
 * names the variant for the reader; the form starts from the variant the server holds.
 */
export function W9PublicPage({ publicId }: { publicId: string }) {
  const { t } = useTranslation('forms');
  const wellFormed = ZFormPublicIdParamsSchema.safeParse({ publicId }).success;
  const query = useQuery({ ...publicFormQuery(publicId), enabled: wellFormed });

  // A W-4's link opened here is no W-9 link either.
  const invalid = !wellFormed || (query.isError && isInvalidLink(query.error)) || (query.isSuccess && query.data.kind !== 'W9');
  if (invalid) {
    // Answering spends the link: this tab may still know the way on to the signature.
    const next = rememberedSigning(publicId);
    if (next) return <Answered status="FILLED" next={next} standalone />;
    return (
      <Stack maw={560} mx="auto" mt="lg" data-testid="form-invalid">
        <PageTitle>{errorText(t, new ApiError(400, { systemCode: 'invalid_public_link' }))}</PageTitle>
        <Text>{t('public.invalidText')}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack maw={560} mx="auto" mt="lg">
        <PageTitle>{t('public.title')}</PageTitle>
        <ServerErrorAlert error={query.error} />
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  const form = query.data;
  return (
    <Stack maw={820} mx="auto" gap="md">
      <Intro form={form} />
      {form.status === 'REQUESTED' ? (
        <W9Form publicId={publicId} variant={form.variant} name={form.name} />
      ) : (
        <Answered status={form.status} next={form.status === 'SIGNED' ? undefined : rememberedSigning(publicId)} />
      )}
    </Stack>
  );
}

function Intro({ form }: { form: TPublicForm }) {
  const { t, i18n } = useTranslation('forms');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(new Date(form.expiresAt));
  return (
    <div>
      <PageTitle>{t('public.title')}</PageTitle>
      <Stack gap={6} mt={-8} data-testid="w9-intro">
        <Text>{t('public.intro', { requester: form.requesterName, revision: form.revision })}</Text>
        {form.status === 'REQUESTED' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('public.how')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('public.expires', { date })}
            </Text>
          </>
        ) : null}
      </Stack>
    </div>
  );
}

/** A form already answered: signed, or waiting for the signature (the way on, when this tab knows it). */
function Answered({ status, next, standalone }: { status: TPublicForm['status']; next: string | undefined; standalone?: boolean }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const signed = status === 'SIGNED';
  const state = signed ? 'signed' : status === 'FILLED' ? 'filled' : 'closed';
  return (
    <Stack maw={640} mx="auto" mt={standalone ? 'lg' : 0} w="100%">
      {standalone ? <PageTitle>{t('public.title')}</PageTitle> : null}
      <Paper withBorder p="lg" radius="md" data-testid="w9-answered" data-status={status}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" color={signed ? 'green.9' : 'gray.7'} aria-hidden="true">
            {signed ? <IconCircleCheck size={32} /> : <IconSignature size={32} />}
          </ThemeIcon>
          <Title order={2} size="h3">
            {t(`public.${state}.title`)}
          </Title>
          <Text>{t(`public.${state}.text`)}</Text>
          {next ? <Button onClick={() => void navigate({ to: '/sign/$publicId', params: { publicId: next } })}>{t('public.filled.continue')}</Button> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
