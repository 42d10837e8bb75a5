import { Badge, Code, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mappableFields, type TPdfField } from './template-mapping';

export interface TFieldMappingProps {
  fields: readonly TPdfField[];
  /** The kind's value keys, the options of every row. */
  keys: readonly string[];
  /** PDF field → value key (null: the field stays empty). */
  mapping: Record<string, string | null>;
  onMap: (field: string, key: string | null) => void;
  signatureField: string | null;
  onSignature: (field: string | null) => void;
  /** Messages by PDF field, and the signature field's. */
  errors: Record<string, string>;
  signatureError?: string;
}

/**
 * The PDF's text fields and boxes, each with the form's value it takes (docs/decisions/0026: the
 * mapping is made by name, so the field's full name is shown next to the choice), and the field
 * the signature is drawn into (any field).
 */
export function TemplateFieldMapping({ fields, keys, mapping, onMap, signatureField, onSignature, errors, signatureError }: TFieldMappingProps) {
  const { t } = useTranslation('forms');
  const rows = mappableFields(fields);
  const options = [...keys];
  return (
    <Stack gap="sm">
      <Select
        label={t('templates.modal.signature')}
        description={t('templates.modal.signatureHint')}
        data={fields.map((f) => ({ value: f.name, label: f.name }))}
        value={signatureField}
        onChange={onSignature}
        searchable
        nothingFoundMessage={t('templates.modal.nothingFound')}
        error={signatureError}
        required
        data-testid="template-signature"
      />
      <Text size="sm">{t('templates.modal.found', { count: fields.length, mappable: rows.length })}</Text>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="xs" data-testid="template-mapping">
          <Table.Caption>{t('templates.modal.mapping')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('templates.modal.field')}</Table.Th>
              <Table.Th scope="col">{t('templates.modal.type')}</Table.Th>
              <Table.Th scope="col">{t('templates.modal.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((field) => (
              <Table.Tr key={field.name} data-pdf-field={field.name}>
                <Table.Th scope="row" fw={400}>
                  <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{field.name}</Code>
                </Table.Th>
                <Table.Td>
                  <Badge variant="light" color={field.type === 'checkbox' ? 'grape' : 'blue'}>
                    {t(`templates.modal.types.${field.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td miw={240}>
                  <Select
                    aria-label={t('templates.modal.valueFor', { field: field.name })}
                    placeholder={t('templates.modal.none')}
                    data={options}
                    value={mapping[field.name] ?? null}
                    onChange={(key) => onMap(field.name, key)}
                    searchable
                    // The field is left empty again with the clear button, or by choosing its value again (Enter on the checked option).
                    clearable
                    nothingFoundMessage={t('templates.modal.nothingFound')}
                    error={errors[field.name]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
