import { Button, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import { DEFAULT_LINK_DAYS, MAX_LINK_DAYS } from '@shared/documents/documents.schema.js';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import type { TSendBlocker } from '../../rules';


/**
 * The link lifetime, Save and Send. Send is offered once every signer has a REQUIRED box; until
 * then the reasons are listed under it (and named by the button's description).
 */
export function SaveBar(props: {
  linkDays: number;
  onLinkDays: (days: number) => void;
  dirty: boolean;
  /** The draft cannot be saved as it is (no title). */
  invalid: boolean;
  saving: boolean;
  sending: boolean;
  blockers: TSendBlocker[];
  error: unknown;
  onSave: () => void;
  onSend: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('documents');
  const reasonsId = useId();
  const blocked = props.blockers.length > 0;
  const conflict = props.error instanceof ApiError && props.error.systemCode === 'version_conflict';
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('editor.linkDays')}
        description={t('editor.linkDaysHint')}
        value={props.linkDays}
        onChange={(v) => props.onLinkDays(typeof v === 'number' ? v : DEFAULT_LINK_DAYS)}
        min={1}
        max={MAX_LINK_DAYS}
        clampBehavior="blur"
        allowDecimal={false}
        allowNegative={false}
        w={200}
      />
      <ConflictAlert error={props.error} onReload={props.onReload} reloadLabel={t('editor.reload')} />
      {conflict ? null : <ServerErrorAlert error={props.error} />}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={props.onSave} loading={props.saving} disabled={!props.dirty || props.invalid || props.sending}>
          {props.dirty ? t('editor.save') : t('editor.saved')}
        </Button>
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={props.onSend}
          loading={props.sending}
          disabled={blocked || props.invalid || props.saving}
          aria-describedby={blocked ? reasonsId : undefined}
          data-testid="send-document"
        >
          {t('editor.send')}
        </Button>
      </Group>
      {blocked ? (
        <Stack gap={4} id={reasonsId}>
          <Text size="sm" c="dimmed">
            {t('editor.sendBlocked')}
          </Text>
          <List size="sm" c="dimmed">
            {props.blockers.map((b) => (
              <List.Item key={b.code === 'noRequired' ? `r-${b.name}` : b.code}>
                {b.code === 'noSigners' ? t('editor.blockNoSigners') : t('editor.blockNoRequired', { name: b.name })}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
