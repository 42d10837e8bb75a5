import { Accordion, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { Paginator } from '../../../components/Paginator';
import { haopListQuery } from '../api/haop';
import { CreateHaopForm } from './CreateHaopForm';
import { HaopItem } from './HaopItem';

/**
 * The company's Holiday and Overtime Policies (spec 000 §2 Policies): the list, each policy a
 * collapsible with its terms, its approved PDF and its employees' signatures; the create modal;
 * 'No Holiday and Overtime Policies' when there is none.
 */
export function PolicyPage({ companyId, embedded = false }: { companyId: string; embedded?: boolean }) {
  const { t } = useTranslation('policies');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { data } = useSuspenseQuery(haopListQuery(companyId, { page }));
  return (
    <>
      {embedded ? null : <PageTitle>{t('title')}</PageTitle>}
      <Group mb="md">
        <Button onClick={() => setCreating(true)}>{t('create')}</Button>
      </Group>
      {data.data.length === 0 ? (
        <Text c="dimmed" data-testid="haop-empty">
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Accordion variant="separated" value={open} onChange={setOpen} data-testid="haop-list">
            {data.data.map((p) => (
              <HaopItem key={p.id} policy={p} companyId={companyId} opened={open === p.id} />
            ))}
          </Accordion>
          <Paginator page={page + 1} total={data.countOfPages} onChange={(p) => setPage(p - 1)} />
        </Stack>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('createTitle')} size="xl" closeButtonProps={{ 'aria-label': t('close') }}>
        {creating ? (
          <CreateHaopForm
            companyId={companyId}
            onDone={(id) => {
              setCreating(false);
              if (id) {
                setPage(0);
                setOpen(id);
              }
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
