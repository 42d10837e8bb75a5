import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { addCarryover, invalidateLeave, type TKind } from '../api/leave';
import { parseCarryover } from '../rules';

/** The company adds carryover hours by hand (spec 000 §5: required, numeric, a comma accepted). */
export function CarryoverForm({ workspaceId, employmentId, kind }: { workspaceId: string; employmentId: string; kind: TKind }) {
  const { t } = useTranslation('leave');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (hours: number) => addCarryover(workspaceId, employmentId, kind, hours),
    onSuccess: async () => {
      setText('');
      notifySuccess(t('balance.carryoverAdded'));
      await invalidateLeave(queryClient, workspaceId);
    },
    onError: (error) => setProblem(errorText(t, error)),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseCarryover(text);
    if ('problem' in parsed) {
      setProblem(parsed.problem === 'required' ? t('required') : t(`balance.${parsed.problem}`));
      return;
    }
    setProblem(undefined);
    mutation.mutate(parsed.hours);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="carryover-form">
      <Group align="flex-start">
        <TextInput
          label={t('balance.carryover')}
          description={t('balance.carryoverHint')}
          withAsterisk
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={problem}
          w={280}
        />
        <Button type="submit" mt={46} loading={mutation.isPending}>
          {t('balance.addCarryover')}
        </Button>
      </Group>
    </form>
  );
}
