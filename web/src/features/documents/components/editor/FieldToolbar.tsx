import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { LABEL_TYPES, REQUIREMENTS, type TLabel, type TLabelType, type TRequirement, type TSignerInput } from '@shared/documents/documents.schema.js';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signerColor } from '../../rules';
import { Swatch } from './Swatch';

export interface TFieldKind {
  type: TLabelType;
  requirement: TRequirement;
  signerId: string;
}

/** Type, requirement and signer of a box: the tool for new boxes, or the selected box. */
function FieldControls({ value, onChange, signers, idPrefix }: { value: TFieldKind; onChange: (patch: Partial<TFieldKind>) => void; signers: TSignerInput[]; idPrefix: string }) {
  const { t } = useTranslation('documents');
  const typeLabel = `${idPrefix}-type`;
  const requirementLabel = `${idPrefix}-requirement`;
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={typeLabel}>
          {t('toolbar.type')}
        </Text>
        <SegmentedControl
          aria-labelledby={typeLabel}
          value={value.type}
          onChange={(v) => onChange({ type: v as TLabelType })}
          data={LABEL_TYPES.map((v) => ({ value: v, label: t(`field.${v}`) }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={requirementLabel}>
          {t('toolbar.requirement')}
        </Text>
        <SegmentedControl
          aria-labelledby={requirementLabel}
          value={value.requirement}
          onChange={(v) => onChange({ requirement: v as TRequirement })}
          data={REQUIREMENTS.map((v) => ({ value: v, label: t(`requirement.${v}`) }))}
        />
      </Stack>
      <Select
        label={t('toolbar.signer')}
        placeholder={t('toolbar.noSigner')}
        data={signers.map((s) => ({ value: s.id, label: s.name }))}
        value={signers.some((s) => s.id === value.signerId) ? value.signerId : null}
        onChange={(v) => v && onChange({ signerId: v })}
        allowDeselect={false}
        disabled={signers.length === 0}
        leftSection={value.signerId ? <Swatch color={signerColor(signers, value.signerId)} /> : null}
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

/**
 * The editor's toolbar: what a click on a page places (type, requirement, signer), a button that
 * adds the same box from the keyboard, and the selected box's own settings with Delete.
 */
export function FieldToolbar(props: {
  tool: TFieldKind;
  onTool: (patch: Partial<TFieldKind>) => void;
  signers: TSignerInput[];
  pageCount: number;
  addPage: number;
  onAddPage: (page: number) => void;
  onAdd: () => void;
  selected: TLabel | undefined;
  onSelectedChange: (patch: Partial<TFieldKind>) => void;
  onRemoveSelected: () => void;
}) {
  const { t } = useTranslation('documents');
  const id = useId();
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`${id}-tool`}>
        <Stack gap="xs">
          <Text fw={600} id={`${id}-tool`}>
            {t('toolbar.newField')}
          </Text>
          <FieldControls value={props.tool} onChange={props.onTool} signers={props.signers} idPrefix={`${id}-t`} />
          <Text size="xs" c="dimmed">
            {props.signers.length === 0 ? t('toolbar.addSignerFirst') : t('toolbar.clickHint')}
          </Text>
          <Group gap="xs" align="flex-end">
            <Select
              label={t('toolbar.page')}
              data={Array.from({ length: props.pageCount }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
              value={String(props.addPage)}
              onChange={(v) => v && props.onAddPage(Number(v))}
              allowDeselect={false}
              w={90}
              comboboxProps={{ withinPortal: true }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd} disabled={props.signers.length === 0}>
              {t('toolbar.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {props.selected ? (
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`${id}-sel`} data-testid="selected-field">
          <Stack gap="xs">
            <Text fw={600} id={`${id}-sel`}>
              {t('toolbar.selected', { page: props.selected.pageNumber })}
            </Text>
            <FieldControls value={props.selected} onChange={props.onSelectedChange} signers={props.signers} idPrefix={`${id}-s`} />
            <Text size="xs" c="dimmed">
              {t('toolbar.keyboardHint')}
            </Text>
            <Group>
              <Button variant="outline" color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={props.onRemoveSelected}>
                {t('toolbar.remove')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
