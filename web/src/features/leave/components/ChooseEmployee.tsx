import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The company's balance tabs need one employee chosen. */
export function ChooseEmployee() {
  const { t } = useTranslation('leave');
  return <Text c="dimmed">{t('chooseEmployee')}</Text>;
}
