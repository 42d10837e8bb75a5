import { Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TReviewRow = { key: string; value: string };

/**
 * A guided form's review (W-4, IT-2104, W-8BEN, I-9, 8822-B): every answer as it will be sent, step by
 * step under the step's label and description, with a way back to each step. Texts are the kind's
 * (`<prefix>.steps.<step>.label|description`, `<prefix>.review.<row>`, `<prefix>.review.edit|editStep`).
 * A skipped step shows `skipped` after its title and no way back.
 */
export function ReviewTable({ prefix, rows, onEdit, skipped }: {
  prefix: string;
  /** The steps before the review, in order, with their rows. */
  rows: [step: string, rows: TReviewRow[]][];
  onEdit: (step: number) => void;
  skipped?: (index: number) => string | undefined;
}) {
  const { t } = useTranslation('forms');
  return (
    <Table verticalSpacing={6} data-testid={`${prefix}-review`}>
      {rows.map(([step, stepRows], index) => {
        const skippedAs = skipped?.(index);
        return (
          <Table.Tbody key={step}>
            <Table.Tr>
              <Table.Th colSpan={2} scope="rowgroup" bg="gray.0">
                {t(`${prefix}.steps.${step}.label`)}: {t(`${prefix}.steps.${step}.description`)}
                {skippedAs ? ` — ${skippedAs}` : ''}
              </Table.Th>
              <Table.Td bg="gray.0" ta="right">
                {skippedAs ? null : (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => onEdit(index)}
                    aria-label={t(`${prefix}.review.editStep`, { step: t(`${prefix}.steps.${step}.label`) })}
                  >
                    {t(`${prefix}.review.edit`)}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
            {stepRows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400} w="45%">
                  {t(`${prefix}.review.${row.key}`)}
                </Table.Th>
                <Table.Td colSpan={2} fw={500} data-answer={row.key} style={{ overflowWrap: 'anywhere' }}>
                  {row.value || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        );
      })}
    </Table>
  );
}
