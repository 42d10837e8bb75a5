import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TImportRecord, TPayrollImport } from '@shared/payroll/imports.schema.js';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { deleteRecord, invalidateImports, negateRecord } from '../api/imports';
import { useImportFormat } from '../format';

/**
 * The server's reasons for refusing a void or a delete (409 invalid_state, functions/payroll/
 * services/imports/records.ts), each shown in the reader's language; the catalogue's text for the
 * code alone would not say that the invoice is in the way.
 */
const REFUSALS: Record<string, string> = {
  'The record is on an invoice; void the invoice first': 'records.onInvoice',
  'The record is already voided or deleted': 'records.alreadyGone',
  'The record changed meanwhile; reload it': 'records.changed',
};

function refusalText(t: TFunction<'payroll-imports'>, error: unknown): string {
  const key = error instanceof ApiError && error.status === 409 ? REFUSALS[error.message] : undefined;
  return key ? t(key as 'records.onInvoice') : errorText(t, error);
}

/**
 * Void and Delete of a loaded record (spec 000 §4, spec 001 §4, §7: PUT …/negate, DELETE
 * …/PAYROLL_FILE), each after a confirmation: a void keeps the record, with its negating entry, and
 * takes an optional reason; a delete removes it. Refusals (the record is on an invoice) show as
 * the screen's other failures do, in a toast; the import's counts and records are read again.
 */
export function RecordActions({ imp, r }: { imp: TPayrollImport; r: TImportRecord }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const queryClient = useQueryClient();
  const [voiding, setVoiding] = useState(false);
  const name = r.employment.details.name;
  const period = f.period(r.payPeriodStart, r.payPeriodEnd);
  const done = (message: string) => {
    notifySuccess(message);
    return invalidateImports(queryClient);
  };
  const remove = useMutation({
    mutationFn: () => deleteRecord(imp.id, r.payrollId),
    onSuccess: () => done(t('records.deleted', { name })),
    onError: (e) => notifyError(refusalText(t, e)),
  });
  const askDelete = async () => {
    const message = t('records.deleteQuestion', { name, period });
    if (await confirmAction({ title: t('records.deleteTitle'), message, confirmLabel: t('records.delete') })) remove.mutate();
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconBan size={14} aria-hidden />}
        onClick={() => setVoiding(true)}
        aria-label={t('records.voidLabel', { name, date: f.day(r.payDate) })}
        data-testid="record-void"
      >
        {t('records.void')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTrash size={14} aria-hidden />}
        loading={remove.isPending}
        onClick={() => void askDelete()}
        aria-label={t('records.deleteLabel', { name, date: f.day(r.payDate) })}
        data-testid="record-delete"
      >
        {t('records.delete')}
      </Button>
      {voiding ? <VoidModal imp={imp} r={r} question={t('records.voidQuestion', { name, period })} onClose={() => setVoiding(false)} onVoided={() => done(t('records.voidedToast', { name }))} /> : null}
    </Group>
  );
}

/** The void's confirmation, with the optional reason kept on the payroll (at most 500 characters). */
function VoidModal({ imp, r, question, onClose, onVoided }: { imp: TPayrollImport; r: TImportRecord; question: string; onClose: () => void; onVoided: () => Promise<void> }) {
  const { t } = useTranslation('payroll-imports');
  const [reason, setReason] = useState('');
  const negate = useMutation({
    mutationFn: () => negateRecord(imp.id, r.payrollId, reason.trim()),
    onSuccess: () => {
      onClose();
      return onVoided();
    },
    onError: (e) => {
      onClose();
      notifyError(refusalText(t, e));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('records.voidTitle')} closeButtonProps={{ 'aria-label': t('records.voidClose') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          negate.mutate();
        }}
        noValidate
        data-testid="void-dialog"
      >
        <Stack>
          <Text size="sm">{question}</Text>
          <TextInput label={t('records.voidReason')} description={t('records.voidReasonHint')} value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} data-testid="void-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('records.cancel')}
            </Button>
            {/* red.9: white on red.8 is under WCAG AA's 4.5:1 (components/confirm.tsx). */}
            <Button type="submit" color="red.9" loading={negate.isPending} data-testid="void-confirm">
              {t('records.void')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
