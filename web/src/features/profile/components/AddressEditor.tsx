import { Badge, Checkbox, Group, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import { EMPTY_ADDRESS, type TProfileAddressInput } from '@shared/profile/profile.schema.js';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { MaskedInput } from './MaskedInput';
import { useProfileFieldError } from './ui';

type TAddressErrors = Partial<Record<keyof TProfileAddressInput, FieldError>> | undefined;

/**
 * The address editor (spec 000 §2 "Signing and address", §3 Address): a US tab (lines, city, state
 * default NY, ZIP 00000-0000) and a Foreign tab (address, country, ZIP of digits, dot, slash and
 * hyphen), 'residential', and the verified flag, which only provider employees see and set. Used by
 * the person's address, the company headquarter and each branch, as a controlled value.
 */
export function AddressEditor({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: TProfileAddressInput | undefined;
  onChange: (next: TProfileAddressInput) => void;
  errors?: TAddressErrors;
}) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const { principal } = useSession();
  const a = { ...EMPTY_ADDRESS, ...value };
  const set = (patch: Partial<TProfileAddressInput>) => onChange({ ...a, ...patch });
  const kind = a.kind ?? 'US';
  return (
    <Stack gap="sm">
      <Tabs value={kind} onChange={(v) => set({ kind: v === 'FOREIGN' ? 'FOREIGN' : 'US', zipCode: '' })} keepMounted={false}>
        <Tabs.List aria-label={t('address.kind')}>
          <Tabs.Tab value="US" id={`${idPrefix}-tab-us`}>
            {t('address.us')}
          </Tabs.Tab>
          <Tabs.Tab value="FOREIGN" id={`${idPrefix}-tab-foreign`}>
            {t('address.foreign')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="US" pt="sm">
          <Stack gap="sm">
            <TextInput label={t('address.address1')} autoComplete="address-line1" value={a.address1} onChange={(e) => set({ address1: e.currentTarget.value })} error={fieldError(errors?.address1)} />
            <TextInput label={t('address.address2')} autoComplete="address-line2" value={a.address2} onChange={(e) => set({ address2: e.currentTarget.value })} error={fieldError(errors?.address2)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('address.city')} autoComplete="address-level2" value={a.city} onChange={(e) => set({ city: e.currentTarget.value })} error={fieldError(errors?.city)} />
              <Select
                label={t('address.state')}
                searchable
                allowDeselect={false}
                data={[...US_STATES]}
                value={a.state ?? 'NY'}
                onChange={(v) => set({ state: (v ?? 'NY') as TProfileAddressInput['state'] })}
                error={fieldError(errors?.state)}
              />
              <MaskedInput
                mask="usZip"
                label={t('address.zipCode')}
                placeholder="00000-0000"
                inputMode="numeric"
                autoComplete="postal-code"
                value={a.zipCode ?? ''}
                onChange={(zipCode) => set({ zipCode })}
                error={fieldError(errors?.zipCode)}
              />
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="FOREIGN" pt="sm">
          <Stack gap="sm">
            <Textarea label={t('address.foreignAddress')} autosize minRows={2} value={a.foreignAddress} onChange={(e) => set({ foreignAddress: e.currentTarget.value })} error={fieldError(errors?.foreignAddress)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('address.country')} autoComplete="country-name" value={a.country} onChange={(e) => set({ country: e.currentTarget.value })} error={fieldError(errors?.country)} />
              <MaskedInput mask="foreignZip" label={t('address.zipCode')} value={a.zipCode ?? ''} onChange={(zipCode) => set({ zipCode })} error={fieldError(errors?.zipCode)} />
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group>
        <Checkbox label={t('address.isResidential')} checked={a.isResidential ?? true} onChange={(e) => set({ isResidential: e.currentTarget.checked })} />
        {principal?.staff ? (
          <Checkbox label={t('address.verified')} checked={a.verified ?? false} onChange={(e) => set({ verified: e.currentTarget.checked })} error={fieldError(errors?.verified)} />
        ) : null}
        {principal?.staff && a.verified ? <Badge color="green" variant="light" c="dark">{t('address.verifiedBadge')}</Badge> : null}
      </Group>
    </Stack>
  );
}
