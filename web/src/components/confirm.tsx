import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../app/i18n';
import { whenDialogsReady } from '../app/on-demand';

/**
 * Asks before a delete or a void (spec 001 §8). Resolves true when the user confirms.
 * @example if (await confirmAction({ message: t('billing:voidQuestion'), danger: true })) void();
 */
export async function confirmAction(opts: { title?: string; message: string; confirmLabel?: string; danger?: boolean }) {
  // The modals manager mounts on first use.
  await whenDialogsReady();
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: opts.title ?? i18n.t('common:confirm.title'),
      children: <Text size="sm">{opts.message}</Text>,
      labels: { confirm: opts.confirmLabel ?? i18n.t('common:confirm.yes'), cancel: i18n.t('common:confirm.cancel') },
      // red.9: white on Mantine's red.8 is 4.0:1, under WCAG AA's 4.5:1.
      confirmProps: { color: opts.danger === false ? undefined : 'red.9' },
      // The close button does what Cancel does; its own name keeps 'Cancel' one button.
      closeButtonProps: { 'aria-label': i18n.t('common:confirm.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
