import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { IconLogin, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/PageTitle';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { useSession } from '../../../auth/hooks/use-session';
import { useCurrentWorkspace } from '../../../workspaces/hooks/use-current-workspace';
import { useFillInNow } from '../archive/use-fill-in-now';

/** A company's own 8822-B: asked of the signed-in user at once, once, and the page replaced by its link. */
function StartOwn({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const { ready, loading, create } = useFillInNow(workspaceId, { replace: true });
  const asked = useRef(false);
  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    create.mutate();
  }, [ready, create]);

  if (create.isError || (!ready && !loading)) {
    return (
      <Stack maw={560} mx="auto" mt="lg" data-testid="f8822b-start-failed">
        <PageTitle>{t('public.F8822B.title')}</PageTitle>
        {create.isError ? <ServerErrorAlert error={create.error} /> : <Text>{t('f8822b.start.noWorkspace')}</Text>}
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} disabled={!ready} loading={create.isPending} onClick={() => create.mutate()}>
            {t('f8822b.start.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('f8822b.start.creating')} role="status" />
    </Center>
  );
}

/**
 * /forms/f8822 with no link: a signed-in user in a company's workspace fills in the company's own
 * Form 8822-B at once (as the archive's "Fill in now" does); anyone else is told that the form is
 * reached through a link from the business, and offered the login.
 */
export function F8822bStartPage() {
  const { t } = useTranslation('forms');
  const { loggedIn } = useSession();
  const current = useCurrentWorkspace();
  if (loggedIn && current && workspaceTypeOf(current) === 'COMPANY') return <StartOwn workspaceId={current} />;
  return (
    <Stack maw={640} mx="auto" mt="lg" data-testid="f8822b-start">
      <PageTitle>{t('public.F8822B.title')}</PageTitle>
      <Text>{t('f8822b.start.text')}</Text>
      <Text>{t(loggedIn ? 'f8822b.start.switch' : 'f8822b.start.login')}</Text>
      {loggedIn ? null : (
        <Group>
          <Button component={Link} to="/login" search={{ redirect: '/forms/f8822' } as never} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('f8822b.start.loginButton')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
