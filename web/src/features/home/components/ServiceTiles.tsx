import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconCalculator, IconExternalLink, IconMessages, IconReceiptTax, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_TILES } from '../links';

const ICONS: Record<(typeof HOME_TILES)[number]['id'], Icon> = {
  accounting: IconCalculator,
  consulting: IconMessages,
  taxPreparation: IconReceiptTax,
  payroll: IconBriefcase,
};

/** The four service tiles on the home page. */
export function ServiceTiles() {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="xl">
      {HOME_TILES.map((tile) => {
        const I = ICONS[tile.id];
        const body = (
          <>
            <ThemeIcon variant="light" size="xl" mb="sm">
              <I size={24} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={700} mb={4}>
              {t(`tiles.${tile.id}.title`)}
              {tile.external ? <IconExternalLink size={14} style={{ marginLeft: 6 }} aria-label={t('tiles.external')} /> : null}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`tiles.${tile.id}.text`)}
            </Text>
          </>
        );
        return tile.external ? (
          <Card key={tile.id} component="a" href={tile.href} target="_blank" rel="noopener noreferrer" withBorder padding="lg" data-tile={tile.id}>
            {body}
          </Card>
        ) : (
          <Card key={tile.id} component={Link} to={tile.href} withBorder padding="lg" data-tile={tile.id}>
            {body}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
