import { Badge } from '@mantine/core';
import type { TTone } from '../rules';

/** Filled colours whose text passes WCAG AA contrast (white on the dark ones, black on yellow). */
const STYLE: Record<TTone, { color: string; c: string }> = {
  green: { color: '#237032', c: 'white' },
  yellow: { color: '#ffd43b', c: 'black' },
  red: { color: '#b02525', c: 'white' },
  gray: { color: '#495057', c: 'white' },
};

/** A request's coloured status (spec 000 §4); the tone is in data-tone for tests and styling. */
export function StatusBadge({ tone, label }: { tone: TTone; label: string }) {
  return (
    <Badge variant="filled" color={STYLE[tone].color} c={STYLE[tone].c} data-tone={tone} data-testid="status-badge">
      {label}
    </Badge>
  );
}
