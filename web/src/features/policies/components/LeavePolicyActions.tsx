import { Anchor, Button, Group, Modal } from '@mantine/core';
import type { TPtoPolicy, TSlpPolicy } from '@shared/policies/leave-policy.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import { invalidatePolicies } from '../api/haop';
import { disableLeave, downloadLeave, saveUrl, type TLeaveTab } from '../api/leave';
import { SignatureOptions } from './SignatureOptions';

/**
 * A policy's buttons: Sign (the officer, while active and unsigned: the policy's public id), Edit
 * (while the officer has not signed), Signatures (the signature options modal), the PDF, and
 * Disable for staff alone (spec 000 §4, §6), after a confirmation (one way).
 */
export function LeavePolicyActions({ companyId, kind, policy, onEdit }: { companyId: string; kind: TLeaveTab; policy: TPtoPolicy | TSlpPolicy; onEdit: () => void }) {
  const { t } = useTranslation('policies');
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const [signatures, setSignatures] = useState(false);
  const disable = useMutation({
    mutationFn: () => disableLeave(companyId, kind, policy.id),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('disabledDone'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const download = useMutation({ mutationFn: () => downloadLeave(companyId, kind, policy.id), onSuccess: ({ url }) => saveUrl(url), onError: (e) => notifyError(errorText(t, e)) });
  const askToDisable = async () => {
    if (await confirmAction({ title: t('disable'), message: t('disableQuestion', { title: policy.title }), confirmLabel: t('disable') })) disable.mutate();
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {policy.policyPublicId && policy.isActive ? (
        <Button size="xs" component="a" href={`/sign/${policy.policyPublicId}`} data-testid="policy-sign">
          {t('leave.sign')}
        </Button>
      ) : null}
      {policy.isActive && !policy.signed ? (
        <Button size="xs" variant="default" onClick={onEdit}>
          {t('leave.edit')}
        </Button>
      ) : null}
      <Button size="xs" variant="default" onClick={() => setSignatures(true)}>
        {t('leave.signatures')}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={() => download.mutate()}>
        {t('details.download')}
      </Anchor>
      {principal?.staff && policy.isActive ? (
        <Button size="xs" color="red" variant="light" loading={disable.isPending} onClick={() => void askToDisable()}>
          {t('disable')}
        </Button>
      ) : null}
      <Modal opened={signatures} onClose={() => setSignatures(false)} title={t('leave.signatureOptions', { title: policy.title })} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
        {signatures ? <SignatureOptions companyId={companyId} kind={kind} policyId={policy.id} /> : null}
      </Modal>
    </Group>
  );
}
