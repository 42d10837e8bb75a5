import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage, type TUiLanguage } from '../../../app/i18n';

const LANGUAGES: readonly { value: TUiLanguage; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'ru', label: 'RU' },
];

/**
 * EN/RU toggle; the choice is kept locally and sets <html lang>. Two toggle buttons rather than a
 * SegmentedControl, whose indicator measures the layout on mount (a long task on phones).
 */
export function LanguageToggle({ testId = 'language-toggle' }: { testId?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return (
    <Button.Group aria-label={t('language.toggle')} data-testid={testId}>
      {LANGUAGES.map(({ value, label }) => (
        <Button
          key={value}
          size="compact-xs"
          variant={value === current ? 'filled' : 'default'}
          aria-pressed={value === current}
          lang={value}
          onClick={() => setLanguage(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
