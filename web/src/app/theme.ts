import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // A person who asks their system for less motion gets menus, modals and drawers without their
  // transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    /**
     * A table wider than the screen scrolls sideways: its scroll viewport takes keyboard focus so a
     * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe 'scrollable-region-focusable').
     * Whether it overflows depends on the language and the data (Russian headers are longer), so every
     * table scroll container gets it, not only those seen overflowing. A plain object, not
     * `Table.ScrollContainer.extend`: importing Table here would put it, ScrollArea and floating-ui
     * (28 KB gzip) on the first route.
     */
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * Dimmed text dark enough for WCAG AA contrast (4.5:1) on white and on the light grey surfaces;
 * field errors likewise (Mantine's red.6 gives 3.3:1; red.9 gives 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#495057', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
