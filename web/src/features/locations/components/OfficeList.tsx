import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TOffice } from '@shared/provider/provider.schema.js';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const iconStyle = { verticalAlign: 'text-bottom', marginRight: 6 } as const;

function addressLine({ address: a }: TOffice): string {
  return `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zipCode}`;
}

/** The provider's offices as cards (from `GET /api/offices`), or a note when there are none. */
export function OfficeList({ offices }: { offices: readonly TOffice[] }) {
  const { t } = useTranslation('locations');
  if (offices.length === 0) {
    return (
      <Text c="dimmed" data-testid="offices-empty">
        {t('empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {offices.map((o) => (
        <Paper key={o.id} withBorder p="lg" radius="md" component="article" data-office={o.id} aria-label={o.name}>
          <Title order={2} size="h4" mb="sm">
            {o.name}
          </Title>
          <Stack gap={6}>
            <Text size="sm">
              <IconMapPin size={16} aria-label={t('address')} style={iconStyle} />
              {addressLine(o)}
            </Text>
            <Anchor size="sm" href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>
              <IconPhone size={16} aria-label={t('phone')} style={iconStyle} />
              {o.phone}
            </Anchor>
            <Anchor size="sm" href={`mailto:${o.email}`}>
              <IconMail size={16} aria-label={t('email')} style={iconStyle} />
              {o.email}
            </Anchor>
            {o.hours ? (
              <Text size="sm">
                <IconClock size={16} aria-label={t('hours')} style={iconStyle} />
                {o.hours}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
