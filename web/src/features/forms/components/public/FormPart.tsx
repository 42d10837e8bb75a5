import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One part of a form (a W-9's group of lines, a W-4's step) as a titled section, named by its
 * heading; the heading takes focus when a guided form moves to its step.
 */
export function FormPart({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id} data-part={id}>
      <Title order={2} size="h4" id={id} mb={intro ? 4 : 'sm'} tabIndex={-1}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" mb="sm" component="div">
          {intro}
        </Text>
      ) : null}
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
