import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TSickRequest } from '@shared/leave/leave.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { commentSickRequest, sickRequestQuery } from '../api/leave';
import { useLeaveFormat } from '../format';

/** A sick-leave request's comments (spec 000 §4: they can be added at any time), oldest first. */
export function SickComments({ workspaceId, request: r }: { workspaceId: string; request: TSickRequest }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const mutation = useMutation({
    mutationFn: () => commentSickRequest(workspaceId, r.employmentId, r.id, content.trim()),
    onSuccess: (next) => {
      setContent('');
      notifySuccess(t('sick.commentAdded'));
      queryClient.setQueryData(sickRequestQuery(workspaceId, r.employmentId, r.id).queryKey, next);
    },
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('sick.comments')}
      </Title>
      {r.comments.length ? (
        r.comments.map((c, i) => (
          <Paper key={`${c.createAt}-${i}`} withBorder p="xs" data-testid="sick-comment">
            <Text size="sm" c="dimmed">
              {`${c.sendBy}${c.requester ? ` (${t('sick.fromRequester')})` : ''} · ${f.instant(c.createAt)}`}
            </Text>
            <Text size="sm">{c.content}</Text>
          </Paper>
        ))
      ) : (
        <Text c="dimmed" size="sm">
          {t('sick.noComments')}
        </Text>
      )}
      <Textarea
        label={t('sick.addComment')}
        autosize
        minRows={2}
        maxLength={1000}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        error={mutation.error ? errorText(t, mutation.error) : undefined}
      />
      <Button onClick={() => mutation.mutate()} disabled={!content.trim()} loading={mutation.isPending} w="fit-content">
        {t('sick.addComment')}
      </Button>
    </Stack>
  );
}
