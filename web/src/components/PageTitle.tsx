import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The page's heading, also used as the document title. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('common:brand')}`);
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
