import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_VIEWS, type TReportView } from '../guards';

/**
 * The reports' pages (spec 000 §2 Payroll business "reports (federal, regional, close pay period,
 * report builder)"): the list and each view, the current one marked.
 */
export function ReportsNav({ companyId, wsType, current }: { companyId: string; wsType: string; current: TReportView | 'list' | 'general' }) {
  const { t } = useTranslation('payroll-reports');
  const params = { wsType, wsId: companyId };
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs" mb="lg" className="reports-no-print">
      <Button component={Link} to="/payroll/$wsType/$wsId/reports" params={params as never} size="xs" variant={current === 'list' ? 'filled' : 'default'} aria-current={current === 'list' ? 'page' : undefined}>
        {t('nav.list')}
      </Button>
      {REPORT_VIEWS.map((view) => (
        <Button
          key={view}
          component={Link}
          to="/payroll/$wsType/$wsId/reports/$view"
          params={{ ...params, view } as never}
          size="xs"
          variant={current === view ? 'filled' : 'default'}
          aria-current={current === view ? 'page' : undefined}
          data-testid={`reports-nav-${view}`}
        >
          {t(`nav.${view}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Print: the report without the app's menus and the screen's buttons. */
const PRINT_CSS = `@media print {
  .reports-no-print, .mantine-AppShell-navbar, .mantine-AppShell-header, .mantine-AppShell-footer { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
