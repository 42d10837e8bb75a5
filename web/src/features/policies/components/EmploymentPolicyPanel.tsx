import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TEmploymentPolicy, TEmploymentPolicyKind } from '@shared/policies/leave-policy.schema.js';
import { WORKSPACE_LETTER } from '@shared/core/workspace.js';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import { detachPolicy, downloadEmploymentPolicy, saveUrl } from '../api/leave';
import { AttachPolicyDialog } from './AttachPolicyDialog';

const KEY: Record<TEmploymentPolicyKind, 'pto' | 'slp' | 'haop'> = { PTO: 'pto', SICK: 'slp', HAOP: 'haop' };

/**
 * One kind's policy of an employment (spec 000 §2 "Sick leave policy tab per employment"): signed,
 * its file (a click downloads it); unsigned, 'The policy has not yet been signed!' with Sign; none,
 * 'No … Policy'. Staff alone see 'Select the … Policy' (attach) and the removal (§6).
 */
export function EmploymentPolicyPanel({ personId, employmentId, kind, policy }: { personId: string; employmentId: string; kind: TEmploymentPolicyKind; policy: TEmploymentPolicy | null }) {
  const { t } = useTranslation('policies');
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const [attaching, setAttaching] = useState(false);
  const key = KEY[kind];
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['policies', personId] });
  const download = useMutation({ mutationFn: () => downloadEmploymentPolicy(personId, employmentId, kind), onSuccess: ({ url }) => saveUrl(url), onError: (e) => notifyError(errorText(t, e)) });
  const remove = useMutation({
    mutationFn: () => detachPolicy(personId, employmentId, kind as 'PTO' | 'SICK'),
    onSuccess: () => {
      void invalidate();
      notifySuccess(t('leave.signatureDisabled'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const staff = principal?.staff === true && kind !== 'HAOP';
  const signHref = policy?.publicId ? `/sign/${policy.publicId}` : policy?.documentId ? `/archive/${WORKSPACE_LETTER.PERSON}/${personId}/signable/own/${policy.documentId}` : undefined;
  return (
    <Stack gap="sm" data-testid={`employment-${key}`}>
      {!policy ? <Text c="dimmed">{t(`leave.employment.none.${key}`)}</Text> : null}
      {policy?.state === 'SIGNED' ? (
        <Anchor component="button" type="button" onClick={() => download.mutate()} data-testid="policy-file">
          <Group gap={6}>
            <IconFileTypePdf size={18} aria-hidden />
            {policy.title}
          </Group>
        </Anchor>
      ) : null}
      {policy?.state === 'UNSIGNED' ? (
        <Alert color="yellow" variant="light">
          <Group justify="space-between">
            <div>
              <Text size="sm" fw={600} c="var(--mantine-color-text)">
                {policy.title}
              </Text>
              <Text size="sm" c="var(--mantine-color-text)">
                {t('leave.employment.notSigned')}
              </Text>
            </div>
            {signHref ? (
              <Button size="xs" component="a" href={signHref} data-testid="employment-sign">
                {t('leave.sign')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {staff ? (
        <Group>
          <Button size="xs" variant="light" onClick={() => setAttaching(true)}>
            {t(`leave.employment.select.${key}`)}
          </Button>
          {policy ? (
            <Button size="xs" color="red" variant="subtle" loading={remove.isPending}
              onClick={() => void confirmAction({ title: t('leave.disableSignature'), message: t('disableQuestion', { title: policy.title }), confirmLabel: t('leave.disableSignature') }).then((ok) => ok && remove.mutate())}>
              {t('leave.disableSignature')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Modal opened={attaching} onClose={() => setAttaching(false)} title={t(`leave.employment.select.${key}`)} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
        {attaching ? <AttachPolicyDialog personId={personId} employmentId={employmentId} kind={kind as 'PTO' | 'SICK'} onDone={() => { setAttaching(false); void invalidate(); }} /> : null}
      </Modal>
    </Stack>
  );
}
