/**
 * Print (the run's preview, a payroll's page): the page's figures without the app's menus and the
 * screen's buttons.
 */
const CSS = `@media print {
  .payroll-no-print, .mantine-AppShell-navbar, .mantine-AppShell-header, .mantine-AppShell-footer { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

export function PrintStyle() {
  return <style>{CSS}</style>;
}
