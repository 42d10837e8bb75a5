import { ZPublicIdParamsSchema, type TSigningView } from '@shared/documents/documents.schema.js';
import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { declineDocument, giveConsent, invalidateSigning, signDocument, signingViewQuery, type TSigningChannel } from '../api/signing';
import { ConsentPanel } from './ConsentPanel';
import { SigningDocument } from './SigningDocument';
import { formatDate } from '../../../app/format-date';

type TOutcome = 'signed' | 'alreadySigned' | 'declined' | 'alreadyDeclined' | 'declinedByOther' | 'cancelled';

/** A link the API refuses, or one that cannot be a link at all: nothing of any document is shown. */
function isInvalidLink(channel: TSigningChannel, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.systemCode === 'invalid_public_link' || String(error.systemCode) === '40035') return true;
  return channel.kind === 'link' && error.status === 404;
}

/** Where a document opened for signing already stands, when there is nothing left to sign. */
function closedOutcome(view: TSigningView): TOutcome | undefined {
  if (view.signer.status === 'SIGNED') return 'alreadySigned';
  if (view.signer.status === 'DECLINED') return 'alreadyDeclined';
  if (view.status === 'DECLINED') return 'declinedByOther';
  if (view.status === 'CANCELLED') return 'cancelled';
  if (view.status === 'SIGNED') return 'alreadySigned';
  return undefined;
}

/**
 * The signer's view of a document (spec 000 §2, §4), through an emailed link or signed in: the
 * ESIGN consent first, then the pages with the signer's boxes, then a done state.
 */
export function SigningView({ channel }: { channel: TSigningChannel }) {
  const { t } = useTranslation('signing');
  const queryClient = useQueryClient();
  const wellFormed = channel.kind === 'account' || ZPublicIdParamsSchema.safeParse({ publicId: channel.publicId }).success;
  const view = useQuery({ ...signingViewQuery(channel), enabled: wellFormed });
  const [consented, setConsented] = useState(false);
  // What the signer just did, with the view it was done on: shown whatever the refetch answers.
  const [finished, setFinished] = useState<{ outcome: TOutcome; view: TSigningView }>();

  if (finished) return <SigningDone view={finished.view} outcome={finished.outcome} />;
  if (!wellFormed || (view.isError && isInvalidLink(channel, view.error))) {
    return (
      <Stack maw={560} mx="auto" mt="lg" data-testid="signing-invalid">
        <PageTitle>{errorText(t, new ApiError(400, { systemCode: 'invalid_public_link' }))}</PageTitle>
        <Text>{t('invalid.text')}</Text>
      </Stack>
    );
  }
  if (view.isError) {
    return (
      <Stack maw={560} mx="auto" mt="lg">
        <PageTitle>{t('title')}</PageTitle>
        <ServerErrorAlert error={view.error} />
      </Stack>
    );
  }
  if (view.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }

  const data = view.data;
  const closed = closedOutcome(data);
  if (closed) return <SigningDone view={data} outcome={closed} />;

  const afterAction = (outcome: TOutcome) => {
    setFinished({ outcome, view: data });
    void invalidateSigning(queryClient, channel);
  };
  const header = <SigningHeader view={data} />;

  if (!data.signer.consentedAt && !consented) {
    return (
      <Stack maw={720} mx="auto">
        {header}
        <ConsentPanel
          version={data.consentVersion}
          onAgree={async (consent) => {
            await giveConsent(channel, { ...consent, agree: true });
            setConsented(true);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      {header}
      <SigningDocument
        view={data}
        onSign={async (values) => {
          await signDocument(channel, { values });
          afterAction('signed');
        }}
        onDecline={async (reason) => {
          await declineDocument(channel, reason);
          afterAction('declined');
        }}
      />
    </Stack>
  );
}

function SigningHeader({ view, done }: { view: TSigningView; done?: boolean }) {
  const { t } = useTranslation('signing');
  const date = view.expiresAt ? formatDate(view.expiresAt, { dateStyle: 'long' }) : '';
  return (
    <>
      <PageTitle>{view.title}</PageTitle>
      <Text c="dimmed" mt={-12} mb="md">
        {t('from', { name: view.senderName })}
        {date && !done ? ` · ${t('expires', { date })}` : ''}
      </Text>
    </>
  );
}

/** The end of the road: signed or declined now, or already before this visit. */
function SigningDone({ view, outcome }: { view: TSigningView; outcome: TOutcome }) {
  const { t } = useTranslation('signing');
  const good = outcome === 'signed' || outcome === 'alreadySigned';
  return (
    <Stack maw={640} mx="auto" mt="lg" gap={0}>
      <SigningHeader view={view} done />
      <Paper withBorder p="lg" radius="md" data-testid="signing-done" data-outcome={outcome}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" color={good ? 'green.9' : 'gray.7'} aria-hidden="true">
            {good ? <IconCircleCheck size={32} /> : <IconCircleX size={32} />}
          </ThemeIcon>
          <Title order={2} size="h3">
            {t(`done.${outcome}.title`)}
          </Title>
          <Text>{t(`done.${outcome}.text`)}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
