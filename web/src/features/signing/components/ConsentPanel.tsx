import { CURRENT_CONSENT_VERSION, ESIGN_CONSENT, consentText } from '@shared/documents/esign-consent.js';
import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';

interface TProps {
  /** The disclosure version the server asks for (ZSigningViewSchema.consentVersion). */
  version: string;
  onAgree: (consent: { version: string; language: 'EN' | 'RU' }) => Promise<unknown>;
}

/**
 * The ESIGN consumer disclosure, agreed to before the first electronic signature, in the interface
 * language. The version sent back is the one whose text was shown: when this build does not know
 * the server's version it shows (and sends) the current one, and the server decides.
 */
export function ConsentPanel({ version, onAgree }: TProps) {
  const { t, i18n } = useTranslation('signing');
  const language = i18n.resolvedLanguage === 'ru' ? 'RU' : 'EN';
  const known = consentText(version, language) !== undefined;
  const shownVersion = known ? version : CURRENT_CONSENT_VERSION;
  const text = consentText(shownVersion, language) ?? ESIGN_CONSENT[CURRENT_CONSENT_VERSION][language];
  const [heading, ...paragraphs] = text.split('\n\n');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();

  const agree = async () => {
    setPending(true);
    setError(undefined);
    try {
      await onAgree({ version: shownVersion, language });
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="esign-consent" component="section" aria-labelledby="esign-consent-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="esign-consent-heading">
          {heading}
        </Title>
        {paragraphs.map((p, i) => (
          <Text key={i}>{p}</Text>
        ))}
        <Checkbox
          mt="sm"
          label={t('consent.checkbox')}
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {errorText(t, error)}
          </Alert>
        ) : null}
        <Button onClick={() => void agree()} disabled={!checked} loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('consent.agree')}
        </Button>
      </Stack>
    </Paper>
  );
}
