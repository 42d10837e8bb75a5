import type { TLabelValue, TSigningView } from '@shared/documents/documents.schema.js';
import { Alert, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { PdfPages } from '../pdf/PdfPages';
import { DeclineDialog } from './DeclineDialog';
import { boxesInOrder, firstMissingRequired, signValues, type TPadValue, type TSignerLabel } from '../rules';
import { SignatureBox } from './SignatureBox';
import { SignaturePadDialog } from './SignaturePadDialog';

interface TProps {
  view: TSigningView;
  onSign: (values: TLabelValue[]) => Promise<unknown>;
  onDecline: (reason: string) => Promise<unknown>;
}

/**
 * The pages with the signer's own boxes over them (spec 000 §2), and Finish / Decline. Finish is
 * refused here while a REQUIRED box is empty, naming the first one; the server checks it again.
 */
export function SigningDocument({ view, onSign, onDecline }: TProps) {
  const { t } = useTranslation('signing');
  const boxes = useMemo(() => boxesInOrder(view.labels), [view.labels]);
  const [values, setValues] = useState<Record<string, TPadValue>>({});
  const [open, setOpen] = useState<TSignerLabel>();
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const [declining, setDeclining] = useState(false);
  const filled = boxes.filter((b) => values[b.id]).length;

  const finish = async () => {
    setError(undefined);
    const missing = firstMissingRequired(boxes, values);
    if (missing) {
      setProblem(t('finish.missing', { box: t(`box.${missing.type}`), page: missing.pageNumber }));
      document.querySelector(`[data-label-id="${missing.id}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    const payload = signValues(boxes, values);
    if (payload.length === 0) {
      setProblem(t('finish.nothing'));
      return;
    }
    setProblem(undefined);
    setPending(true);
    try {
      await onSign(payload);
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Paper
        withBorder
        p="sm"
        mb="md"
        radius="md"
        style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px) + 8px)', zIndex: 5 }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="signing-progress">
            {t('progress', { filled, total: boxes.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setDeclining(true)}>
              {t('decline.open')}
            </Button>
            <Button onClick={() => void finish()} loading={pending}>
              {t('finish.button')}
            </Button>
          </Group>
        </Group>
        {problem ? (
          <Alert mt="sm" color="red" icon={<IconAlertTriangle />} role="alert" data-testid="signing-problem">
            {problem}
          </Alert>
        ) : null}
        {error ? (
          <Alert mt="sm" color="red" icon={<IconAlertTriangle />} role="alert" data-testid="signing-error">
            {errorText(t, error)}
          </Alert>
        ) : null}
      </Paper>

      <Box w="100%" maw={960} mx="auto">
        <PdfPages
          url={view.originalUrl}
          pages={view.pages}
          pageLabel={(n) => t('page', { n, total: view.pages.length })}
          renderOverlay={(page, rendered) =>
            boxes
              .filter((b) => b.pageNumber === page.pageNumber)
              .map((b) => (
                <SignatureBox
                  key={b.id}
                  label={b}
                  page={page}
                  renderedHeight={b.relativeHeight * rendered.height}
                  value={values[b.id]}
                  onOpen={() => setOpen(b)}
                />
              ))
          }
        />
      </Box>

      <SignaturePadDialog
        box={open ? { id: open.id, type: open.type, value: values[open.id] } : undefined}
        onClose={() => setOpen(undefined)}
        onConfirm={(value) => {
          if (!open) return;
          setValues((prev) => ({ ...prev, [open.id]: value }));
          setProblem(undefined);
          setOpen(undefined);
        }}
      />
      <DeclineDialog opened={declining} onClose={() => setDeclining(false)} onDecline={onDecline} />
    </>
  );
}
