// The progress bar's stylesheet loads with this page (app/styles.ts holds the shell's).
import '@mantine/core/styles/Progress.css';
import { Alert, Anchor, Badge, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { isSystemCode } from '@shared/core/errors.js';
import {
  REQUIRED_COLUMNS,
  ROW_MESSAGES,
  tally,
  type TRowProblem,
  type TUploadKind,
  type TUploadRowResult,
  type TUploadRowStatus,
  UPLOAD_COLUMNS,
} from '@shared/uploads/uploads.schema.js';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
// Zod's messages become translation keys here too, so a row refused in the browser reads translated.
import { translateValidation } from '../../../app/validation';
import { PageTitle } from '../../../components/PageTitle';
import { invalidateAfterUpload, sendRows } from '../api/uploads';
import { parseUploadFile, sha256Hex, type TFileProblem, type TParsedFile, templateCsv, UploadFileError } from '../parse-file';
import { planUpload, runUpload, type TUploadPlan } from '../run-upload';

/** Messages of the row rules and of the services' refusals, to `uploads:problems` keys. */
const PROBLEM_KEYS: Record<string, string> = {
  [ROW_MESSAGES.yesNo]: 'problems.yesNo',
  [ROW_MESSAGES.rate]: 'problems.rate',
  [ROW_MESSAGES.date]: 'problems.date',
  'TIN must be 000-00-0000 or 00-0000000': 'problems.tin',
  'Phone: digits and one leading plus only': 'problems.phone',
  'ZIP code must be 00000 or 00000-0000': 'problems.zip',
  'A staff employment has no contractor type': 'problems.staffContractorType',
  'This email belongs to an account that cannot be employed': 'problems.notEmployable',
  'A provider employee cannot own a client company': 'problems.staffOwner',
};

const STATUS_COLOR: Record<TUploadRowStatus, string> = { created: 'green', exists: 'gray', error: 'red' };

/** A row's message in the current language: the catalogue's text for its code, the column it is in. */
export function rowMessage(t: TFunction, r: Pick<TUploadRowResult, 'status' | 'systemCode' | 'field' | 'message'>): string {
  if (r.status === 'created') return t('uploads:messages.created');
  if (r.status === 'exists') return t('uploads:messages.exists');
  let text: string;
  if (r.systemCode !== undefined && r.systemCode !== 'invalid_request' && isSystemCode(r.systemCode)) {
    text = t(`errors:${String(r.systemCode)}` as 'errors:fallback', { defaultValue: t('errors:fallback') });
  } else {
    const key = r.message ? PROBLEM_KEYS[r.message] : undefined;
    text = key ? t(`uploads:${key}` as 'uploads:problems.rate') : (translateValidation(t, r.message) ?? t('errors:invalid_request'));
  }
  return r.field ? t('uploads:messages.inColumn', { column: r.field, message: text }) : text;
}

interface TChosen extends TParsedFile {
  name: string;
  sha: string;
  plan: TUploadPlan;
}

/**
 * /upload/companies and /upload/employments (issue 5, staff): choose a CSV or XLSX file, see how
 * many rows it holds and how many pass the row rules, upload in batches behind a progress bar, then
 * read each row's result. Uploading the same file again reports its rows as already existing.
 */
export function UploadPage({ kind }: { kind: TUploadKind }) {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<TChosen | null>(null);
  const [fileProblem, setFileProblem] = useState<TFileProblem | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<{ fileName: string; rows: TUploadRowResult[] } | null>(null);
  const [running, setRunning] = useState(false);
  const picks = useRef(0);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const template = useMemo(() => URL.createObjectURL(new Blob([`\ufeff${templateCsv(kind)}`], { type: 'text/csv;charset=utf-8' })), [kind]);
  useEffect(() => () => URL.revokeObjectURL(template), [template]);

  async function choose(next: File | null) {
    const pick = (picks.current += 1);
    setFile(next);
    setChosen(null);
    setFileProblem(null);
    setResults(null);
    setProgress(null);
    if (!next) return;
    setReading(true);
    try {
      const bytes = await next.arrayBuffer();
      const parsed = await parseUploadFile(kind, { name: next.name, bytes });
      const sha = await sha256Hex(bytes);
      if (pick === picks.current) setChosen({ ...parsed, name: next.name, sha, plan: planUpload(kind, parsed.rows) });
    } catch (error) {
      if (pick === picks.current) setFileProblem(error instanceof UploadFileError ? error.reason : 'unreadable');
    } finally {
      if (pick === picks.current) setReading(false);
    }
  }

  async function upload() {
    if (!chosen) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setResults(null);
    try {
      const rows = await runUpload({
        plan: chosen.plan,
        fileName: chosen.name,
        fileSha256: chosen.sha,
        send: (body) => sendRows(kind, body, controller.signal),
        problemOf: (error): TRowProblem => ({
          systemCode: error instanceof ApiError && error.systemCode !== undefined ? error.systemCode : 'internal_error',
          message: errorText(t, error),
        }),
        onProgress: (done, total) => setProgress({ done, total }),
        signal: controller.signal,
      });
      if (!controller.signal.aborted) setResults({ fileName: chosen.name, rows });
      await invalidateAfterUpload(queryClient, kind);
    } finally {
      setRunning(false);
    }
  }

  const required = new Set<string>(REQUIRED_COLUMNS[kind]);
  const totals = results ? tally(results.rows) : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Stack>
      <PageTitle>{t(`${kind}.title`)}</PageTitle>
      <Text>{t(`${kind}.intro`)}</Text>
      <div>
        <Text fw={500}>{t('columns')}</Text>
        <Text size="sm" c="dimmed">
          {t('columnsHint')}
        </Text>
        <Text size="sm" data-testid="upload-columns" style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {UPLOAD_COLUMNS[kind].map((c) => (required.has(c) ? `${c}*` : c)).join(', ')}
        </Text>
        <Anchor href={template} download={`${kind}-template.csv`} size="sm" data-testid="upload-template">
          {t('template')}
        </Anchor>
      </div>

      <FileInput
        label={t('file')}
        description={t('filePlaceholder')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={(f) => void choose(f)}
        clearable
        clearButtonProps={{ 'aria-label': t('clearFile') }}
        disabled={running}
        error={fileProblem ? t(`fileProblems.${fileProblem}`) : undefined}
        data-testid="upload-file"
        maw={480}
      />

      {chosen ? (
        <Stack gap="xs" data-testid="upload-preview">
          <Text>
            {t('preview', { total: chosen.rows.length, valid: chosen.plan.valid.length, invalid: chosen.plan.invalid.length })}
          </Text>
          {chosen.ignoredColumns.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('ignored', { columns: chosen.ignoredColumns.join(', ') })}
            </Text>
          ) : null}
          {chosen.missingColumns.length > 0 ? (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {t('missing', { columns: chosen.missingColumns.join(', ') })}
            </Alert>
          ) : null}
        </Stack>
      ) : null}

      <Group>
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => void upload()}
          loading={running || reading}
          disabled={!chosen || chosen.missingColumns.length > 0 || running}
        >
          {t('upload')}
        </Button>
      </Group>

      {progress ? (
        <Stack gap={4} maw={480}>
          <Progress value={percent} aria-label={t('progress')} size="lg" animated={running} data-testid="upload-progress" />
          <Text size="sm" aria-live="polite">
            {running ? t('progressText', { done: progress.done, total: progress.total }) : t('done')}
          </Text>
        </Stack>
      ) : null}

      {results && totals ? (
        <Stack gap="xs">
          <Group gap="lg" data-testid="upload-totals">
            <Text>{t('totals.created', { count: totals.created })}</Text>
            <Text>{t('totals.exists', { count: totals.exists })}</Text>
            <Text>{t('totals.errors', { count: totals.errors })}</Text>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="upload-results">
              <Table.Caption>{t('results.caption', { file: results.fileName })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.row')}</Table.Th>
                  <Table.Th>{t('results.status')}</Table.Th>
                  <Table.Th>{t('results.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.rows.map((r) => (
                  <Table.Tr key={r.rowNumber} data-row={r.rowNumber} data-status={r.status}>
                    <Table.Td>{r.rowNumber}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[r.status]} variant="dot">
                        {t(`status.${r.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{rowMessage(t, r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
