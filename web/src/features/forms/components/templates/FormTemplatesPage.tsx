import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { type TFormTemplate, TEMPLATE_KINDS, type TTemplateKind } from '@shared/documents/form-templates.js';
import { FORM_REVISIONS } from '@shared/documents/forms.schema.js';
import { IconFileUpload, IconReplace, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../app/errors';
import { confirmAction } from '../../../../components/confirm';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { deleteFormTemplate, formTemplatesQuery, invalidateFormTemplates } from '../../api/templates';
import { formLabel } from '../../form-kinds';
import { TemplateUploadModal } from './TemplateUploadModal';
import { formatDateTime } from '../../../../app/format-date';

const COLUMNS = ['form', 'revision', 'template', 'uploaded', 'fields', 'actions'] as const;

/**
 * The firm's form templates (docs/decisions/0026-form-templates.md; staff with the ADMIN role): each
 * kind a template can stand in for, its current revision, and either the built-in rendition or the
 * uploaded PDF with its date and number of mapped fields; Upload or Replace opens the mapping
 * dialog, Remove (asked first) goes back to the built-in rendition.
 */
export function FormTemplatesPage() {
  const { t } = useTranslation('forms');
  const query = useQuery(formTemplatesQuery());
  const [editing, setEditing] = useState<TTemplateKind | null>(null);
  // Templates of an older revision are not filled any more: only the current revision's count.
  const templateOf = (kind: TTemplateKind) => query.data?.data.find((x) => x.kind === kind && x.revision === FORM_REVISIONS[kind]);
  return (
    <>
      <PageTitle>{t('templates.title')}</PageTitle>
      <Stack>
        <Text size="sm" c="dimmed" maw={720}>
          {t('templates.intro')}
        </Text>
        <ServerErrorAlert error={query.error} />
        {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {query.isSuccess ? (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" aria-busy={query.isFetching} data-testid="templates-table">
              <Table.Caption>{t('templates.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`templates.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {TEMPLATE_KINDS.map((kind) => (
                  <TemplateRow key={kind} kind={kind} template={templateOf(kind)} onUpload={() => setEditing(kind)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {editing ? <TemplateUploadModal kind={editing} current={templateOf(editing)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** One kind: its template or the built-in rendition, and the actions. */
function TemplateRow({ kind, template, onUpload }: { kind: TTemplateKind; template: TFormTemplate | undefined; onUpload: () => void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const form = formLabel(kind);
  const remove = useMutation({
    mutationFn: () => deleteFormTemplate(kind),
    onSuccess: () => {
      notifySuccess(t('templates.removed', { form }));
      void invalidateFormTemplates(queryClient);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askRemove = async () => {
    const message = t('templates.removeQuestion', { form, file: template?.fileName });
    if (await confirmAction({ title: t('templates.removeTitle'), message, confirmLabel: t('templates.remove') })) remove.mutate();
  };
  const date = (iso: string) => formatDateTime(iso);
  return (
    <Table.Tr data-testid={`template-row-${kind.toLowerCase()}`} data-template={template ? 'uploaded' : 'built-in'}>
      <Table.Th scope="row" fw={600}>
        {t('templates.form', { form })}
      </Table.Th>
      <Table.Td>{FORM_REVISIONS[kind]}</Table.Td>
      <Table.Td data-testid="template-file">
        {template ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {template.fileName}
          </Text>
        ) : (
          <Badge variant="light" color="gray">
            {t('templates.builtIn')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{template ? date(template.uploadedAt) : '—'}</Table.Td>
      <Table.Td data-testid="template-fields">{template ? Object.keys(template.fields).length : '—'}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={template ? <IconReplace size={16} aria-hidden /> : <IconFileUpload size={16} aria-hidden />}
            onClick={onUpload}
            aria-label={t(template ? 'templates.replaceFor' : 'templates.uploadFor', { form })}
          >
            {t(template ? 'templates.replace' : 'templates.upload')}
          </Button>
          {template ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void askRemove()}
              aria-label={t('templates.removeFor', { form })}
            >
              {t('templates.remove')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
