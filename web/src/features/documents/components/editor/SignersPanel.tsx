import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { MAX_SIGNERS, type TLabel, type TSignerInput, ZSignerInputSchema } from '@shared/documents/documents.schema.js';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAutocomplete } from '../../../../components/autocomplete/DirectoryAutocomplete';
import { useSession } from '../../../auth/hooks/use-session';
import { shortId, signerColor } from '../../rules';
import { Swatch } from './Swatch';
import { EmailInput } from '../../../../components/EmailInput';

type TSignerProblem = 'name' | 'email' | 'duplicate' | 'tooMany';

/** Checks a new signer by the API's own schema, plus what only the list knows (a repeated email, the limit). */
function signerProblem(signer: TSignerInput, signers: TSignerInput[]): TSignerProblem | undefined {
  if (signers.length >= MAX_SIGNERS) return 'tooMany';
  const parsed = ZSignerInputSchema.safeParse(signer);
  if (!parsed.success) return parsed.error.issues.some((i) => i.path[0] === 'name') ? 'name' : 'email';
  if (signers.some((s) => s.email.toLowerCase() === signer.email.trim().toLowerCase())) return 'duplicate';
  return undefined;
}

/**
 * Who signs: each signer with their colour and the number of their boxes. Staff pick a person
 * from the directory (the directory is theirs to search); anyone may type a name and an email.
 */
export function SignersPanel({ signers, labels, onAdd, onRemove }: { signers: TSignerInput[]; labels: TLabel[]; onAdd: (s: TSignerInput) => void; onRemove: (id: string) => void }) {
  const { t } = useTranslation('documents');
  const { principal } = useSession();
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<TSignerProblem>();

  const add = (candidate: { name: string; email: string }) => {
    const signer = { id: shortId(), name: candidate.name.trim(), email: candidate.email.trim() };
    const found = signerProblem(signer, signers);
    setProblem(found);
    if (found) return false;
    onAdd(signer);
    return true;
  };
  const nameError = problem === 'name' ? t('signers.nameRequired') : undefined;
  const emailError = problem === 'email' ? t('signers.emailInvalid') : problem === 'duplicate' ? t('signers.duplicate') : undefined;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} id={headingId}>
          {t('signers.title')}
        </Text>
        {signers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('signers.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="signers">
            {signers.map((s) => {
              const count = labels.filter((l) => l.signerId === s.id).length;
              return (
                <Group component="li" key={s.id} gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Swatch color={signerColor(signers, s.id)} size={14} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {s.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {s.email} · {t('signers.fields', { count })}
                      </Text>
                    </Stack>
                  </Group>
                  <ActionIcon variant="subtle" color="red.9" onClick={() => onRemove(s.id)} aria-label={t('signers.remove', { name: s.name })}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}

        {principal?.staff ? (
          <PersonAutocomplete
            label={t('signers.search')}
            testId="signer-search"
            onPick={(entry) => {
              if (!entry.email) return setProblem('email');
              add({ name: entry.name, email: entry.email });
            }}
          />
        ) : null}
        <form
          noValidate
          aria-label={t('signers.addForm')}
          onSubmit={(e) => {
            e.preventDefault();
            if (add({ name, email })) {
              setName('');
              setEmail('');
            }
          }}
        >
          <Stack gap="xs">
            <TextInput label={t('signers.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} autoComplete="off" error={nameError} />
            <EmailInput label={t('signers.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="off" error={emailError} />
            {problem === 'tooMany' ? (
              <Text size="sm" c="red.9" role="alert">
                {t('signers.tooMany', { max: MAX_SIGNERS })}
              </Text>
            ) : null}
            <Button type="submit" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} w="fit-content">
              {t('signers.add')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
