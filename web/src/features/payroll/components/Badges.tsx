import { Badge } from '@mantine/core';

/** Filled colours whose text passes WCAG AA contrast (white on the dark ones, black on yellow). */
const STYLE = {
  green: { color: '#237032', c: 'white' },
  yellow: { color: '#ffd43b', c: 'black' },
  red: { color: '#b02525', c: 'white' },
  gray: { color: '#495057', c: 'white' },
} as const;
export type TTone = keyof typeof STYLE;

/** A coloured status or flag; the tone is in data-tone for tests and styling. */
export function ToneBadge({ tone, label, testId }: { tone: TTone; label: string; testId?: string }) {
  return (
    <Badge variant="filled" color={STYLE[tone].color} c={STYLE[tone].c} data-tone={tone} data-testid={testId}>
      {label}
    </Badge>
  );
}
