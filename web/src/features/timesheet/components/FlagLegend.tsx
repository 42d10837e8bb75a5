import { Box, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBeach, IconCoffee, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FLAGS = [
  ['inProgress', IconPlayerPlay, 'teal.9'],
  ['overLimit', IconAlertTriangle, 'orange.9'],
  ['shortBreak', IconCoffee, 'orange.9'],
  ['closed', IconLock, 'gray.8'],
  ['holiday', IconBeach, 'blue.9'],
] as const;

/** What the table's icons mean, in words: for whoever does not hover them (keyboards, touch). */
export function FlagLegend() {
  const { t } = useTranslation('timesheet');
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('flags.legend')}>
      {FLAGS.map(([key, Icon, color]) => (
        <Group component="li" key={key} gap={4} wrap="nowrap">
          <Box component="span" display="inline-flex" c={color}>
            <Icon size={16} aria-hidden />
          </Box>
          <Text size="sm">{t(`flags.${key}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
