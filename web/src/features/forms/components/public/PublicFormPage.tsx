import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type TFormKind, type TPublicForm, ZFormPublicIdParamsSchema } from '@shared/documents/forms.schema.js';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { errorText } from '../../../../app/errors';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { publicFormQuery } from '../../api/forms';
import { kindTestId } from '../../form-kinds';
import { rememberedSigning } from '../../signing-handoff';
import { formatDate } from '../../../../app/format-date';

/** A link the API refuses (unknown, expired, withdrawn), or one that cannot be a link at all. */
const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.systemCode === 'invalid_public_link' || error.status === 404 || error.status === 410);

/**
 * A form's public page (/forms/w9/…, /forms/w4/…; spec 000 §2), no login: an intro naming who
 * asks, then the kind's form (`children`, given the link's form); a link already answered says
 * where it stands. A link of another kind is no link of this page.
 */
export function PublicFormPage({ kind, publicId, children }: { kind: TFormKind; publicId: string; children: (form: TPublicForm) => ReactNode }) {
  const { t } = useTranslation('forms');
  const wellFormed = ZFormPublicIdParamsSchema.safeParse({ publicId }).success;
  const query = useQuery({ ...publicFormQuery(publicId), enabled: wellFormed });

  const invalid = !wellFormed || (query.isError && isInvalidLink(query.error)) || (query.isSuccess && query.data.kind !== kind);
  if (invalid) {
    // Answering spends the link: this tab may still know the way on to the signature.
    const next = rememberedSigning(publicId);
    if (next) return <Answered kind={kind} status="FILLED" next={next} standalone />;
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
        <PageTitle>{t(`public.${kind}.title`)}</PageTitle>
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
      <Intro kind={kind} form={form} />
      {form.status === 'REQUESTED' ? (
        children(form)
      ) : (
        <Answered kind={kind} status={form.status} next={form.status === 'SIGNED' ? undefined : rememberedSigning(publicId)} />
      )}
    </Stack>
  );
}

function Intro({ kind, form }: { kind: TFormKind; form: TPublicForm }) {
  const { t } = useTranslation('forms');
  const date = formatDate(form.expiresAt, { dateStyle: 'long' });
  return (
    <div>
      <PageTitle>{t(`public.${kind}.title`)}</PageTitle>
      <Stack gap={6} mt={-8} data-testid={kindTestId(kind, 'intro')}>
        <Text>{t(`public.${kind}.intro`, { requester: form.requesterName, revision: form.revision })}</Text>
        {form.status === 'REQUESTED' ? (
          <>
            <Text size="sm" c="dimmed">
              {t(`public.${kind}.how`)}
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
function Answered({ kind, status, next, standalone }: { kind: TFormKind; status: TPublicForm['status']; next: string | undefined; standalone?: boolean }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const signed = status === 'SIGNED';
  const state = signed ? 'signed' : status === 'FILLED' ? 'filled' : 'closed';
  return (
    <Stack maw={640} mx="auto" mt={standalone ? 'lg' : 0} w="100%">
      {standalone ? <PageTitle>{t(`public.${kind}.title`)}</PageTitle> : null}
      <Paper withBorder p="lg" radius="md" data-testid={kindTestId(kind, 'answered')} data-status={status}>
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
