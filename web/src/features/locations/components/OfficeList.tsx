import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OFFICES } from '../offices';

/** The provider's offices as cards. */
export function OfficeList() {
  const { t } = useTranslation('locations');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {OFFICES.map((o) => (
        <Paper key={o.id} withBorder p="lg" radius="md" component="article" data-office={o.id}>
          <Title order={2} size="h4" mb="sm">
            {t(o.name as 'offices.nyc')}
          </Title>
          <Stack gap={6}>
            <Text size="sm">
              <IconMapPin size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {o.address1}
              {o.address2 ? `, ${o.address2}` : ''}, {o.city}, {o.state} {o.zip}
            </Text>
            <Anchor size="sm" href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>
              <IconPhone size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {o.phone}
            </Anchor>
            <Anchor size="sm" href={`mailto:${o.email}`}>
              <IconMail size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {o.email}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
