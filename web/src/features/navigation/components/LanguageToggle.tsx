import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage, type TUiLanguage } from '../../../app/i18n';

/** EN/RU toggle; the choice is kept locally and sets <html lang>. */
export function LanguageToggle({ testId = 'language-toggle' }: { testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      value={i18n.resolvedLanguage === 'ru' ? 'ru' : 'en'}
      onChange={(v) => setLanguage(v as TUiLanguage)}
      aria-label={t('language.toggle')}
      data-testid={testId}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'ru', label: 'RU' },
      ]}
    />
  );
}
