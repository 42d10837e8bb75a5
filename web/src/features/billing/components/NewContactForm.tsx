import { Button, Fieldset, Stack, TextInput } from '@mantine/core';
import { type TContact, type TContactInput, ZContactInputSchema } from '@shared/billing/billing.schema.js';
import type { TAddress } from '@shared/core/address.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { createContact } from '../api/contacts';
import { AddressFields } from './AddressFields';
import { zipMessage } from './LocationPicker';
import { useBillingFieldError } from './ui';
import { EmailInput } from '../../../components/EmailInput';

type TAddressValues = { address1: string; address2: string; city: string; state: string; zipCode: string };
interface TContactFormValues {
  name: string;
  email: string;
  address: TAddressValues;
}

const EMPTY_ADDRESS: TAddressValues = { address1: '', address2: '', city: '', state: '', zipCode: '' };

/**
 * The address typed, or none when every field is left empty: the address is optional, but an
 * address begun must be whole (spec 001 §5: address1, city and ZIP required, the state chosen).
 */
export function contactAddress(a: TAddressValues): TAddress | undefined {
  const typed = (v: string) => v.trim() !== '';
  if (![a.address1, a.address2, a.city, a.state, a.zipCode].some(typed)) return undefined;
  return { ...a, address2: typed(a.address2) ? a.address2 : undefined } as TAddress;
}

const baseResolver = schemaResolver(ZContactInputSchema);
/** The request schema on the payload the values make (no address when it is left empty). */
const contactResolver: Resolver<TContactFormValues, unknown, TContactInput> = async (values, context, options) => {
  const payload = { name: values.name, email: values.email, address: contactAddress(values.address) };
  const result = await baseResolver(payload as never, context, options as never);
  zipMessage((result.errors as Record<string, Record<string, unknown> | undefined>).address, values.address.zipCode);
  return result as never;
};

/**
 * 'Create new contact' (spec 001 §3, §5): name required, min 3; email required, min 3, valid; and
 * the contact's address, optional, as the create payload carries it.
 */
export function NewContactForm({ workspaceId, onCreated }: { workspaceId: string; onCreated: (c: TContact) => void }) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TContactFormValues, unknown, TContactInput>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', address: EMPTY_ADDRESS },
  });
  const mutation = useMutation({
    mutationFn: (body: TContactInput) => createContact(workspaceId, body),
    onSuccess: (contact) => {
      void invalidateBilling(queryClient, workspaceId, ['contacts']);
      notifySuccess(t('common:saved'));
      onCreated(contact);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          <TextInput
            label={t('contacts.name')}
            withAsterisk
            autoComplete="off"
            {...form.register('name')}
            error={fieldError(form.formState.errors.name)}
          />
          <EmailInput
            label={t('contacts.email')}
            withAsterisk
            autoComplete="off"
            {...form.register('email')}
            error={fieldError(form.formState.errors.email)}
          />
          <Fieldset legend={t('contacts.address')} variant="unstyled">
            <Stack gap="sm">
              <AddressFields prefix="address." required={false} />
            </Stack>
          </Fieldset>
          <Button type="submit" loading={mutation.isPending} w="fit-content">
            {t('contacts.create')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
