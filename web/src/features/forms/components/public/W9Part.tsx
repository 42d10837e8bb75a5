import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the W-9 (a group of lines) as a titled section, named by its heading. */
export function W9Part({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id} data-part={id}>
      <Title order={2} size="h4" id={id} mb={intro ? 4 : 'sm'}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      ) : null}
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
