import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removeBoot } from '../app/boot';

/** The page's heading, also used as the document title. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('common:brand')}`);
  // The page's heading is committed: the static first paint gives way in the same frame.
  useLayoutEffect(removeBoot, []);
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
