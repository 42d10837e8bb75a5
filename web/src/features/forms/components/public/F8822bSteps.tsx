// The addresses' fieldset stylesheet loads with this form (app/styles.ts holds the shell's).
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type FieldError, get, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import { F8822B_BOXES, retypePartyTin, type TF8822bAddressLine, type TF8822bForm } from '../../f8822b-rules';
import { FormPart } from './FormPart';
import { UsAddressFields } from './UsAddressFields';
import { useFormMessage } from './use-form-message';

/** One of the form's yes-or-no boxes (the tax-exempt box, "the mailing address changes"…). */
function Box({ name, label, description }: { name: 'taxExempt' | 'changesMailing' | 'changesParty'; label: string; description?: string }) {
  const message = useFormMessage();
  const { control, formState } = useFormContext<TF8822bForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          error={message(formState.errors[name]?.message)}
        />
      )}
    />
  );
}

/**
 * The tax-exempt box, lines 1–3 (check all that apply; line 3 asks line 7 next) and lines 4a–4b,
 * the business's name and EIN (masked 00-0000000).
 */
export function F8822bBusinessStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TF8822bForm>();
  const errors = formState.errors;
  // Each box is a field of its own; the group shows the "check at least one" refusal, which line 1 holds.
  const boxes = [
    useController({ control, name: 'businessReturns' }).field,
    useController({ control, name: 'employeePlanReturns' }).field,
    useController({ control, name: 'businessLocation' }).field,
  ];
  return (
    <FormPart id="f8822b-business" title={t('f8822b.steps.business.title')} intro={t('f8822b.beforeYouBegin')}>
      <Box name="taxExempt" label={t('f8822b.taxExempt')} />
      <Checkbox.Group
        label={t('f8822b.affects')}
        description={t('f8822b.affectsHint')}
        withAsterisk
        value={F8822B_BOXES.filter((_, i) => boxes[i]!.value)}
        onChange={(next) => boxes.forEach((box, i) => box.onChange(next.includes(F8822B_BOXES[i]!)))}
        error={message(errors.businessReturns?.message)}
        data-testid="f8822b-boxes"
      >
        <Stack gap="xs" mt={6}>
          {F8822B_BOXES.map((name, i) => (
            <Checkbox key={name} value={name} name={name} ref={boxes[i]!.ref} onBlur={boxes[i]!.onBlur} label={t(`f8822b.line.${name}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput label={t('f8822b.businessName')} withAsterisk maxLength={120} autoComplete="organization" {...register('businessName')} error={message(errors.businessName?.message)} />
      <Controller
        control={control}
        name="ein"
        render={({ field }) => (
          <MaskedInput
            mask="ein"
            label={t('f8822b.ein')}
            withAsterisk
            placeholder="00-0000000"
            inputMode="numeric"
            autoComplete="off"
            maw={340}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={message(errors.ein?.message)}
          />
        )}
      />
    </FormPart>
  );
}

/** One of lines 5–7 as a group of its own: number and street, room or suite, city, state and ZIP code. */
function AddressLine({ line, legend }: { line: TF8822bAddressLine; legend: string }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TF8822bForm>();
  const suiteError = get(formState.errors, `${line}.suite`) as FieldError | undefined;
  return (
    <Fieldset legend={legend} data-line={line}>
      <Stack gap="sm">
        <UsAddressFields prefix={line} addressLabel={t('f8822b.street')} cityLabel={t('f8822b.city')} />
        <TextInput
          label={t('f8822b.suite')}
          maxLength={20}
          maw={260}
          autoComplete={`section-${line} address-line2`}
          {...register(`${line}.suite`)}
          error={message(suiteError?.message)}
        />
      </Stack>
    </Fieldset>
  );
}

/** Lines 5 and 6 when the mailing address changes, and line 7 with line 3's box; US addresses only. */
export function F8822bAddressesStep() {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TF8822bForm>();
  const [mailing, location] = watch(['changesMailing', 'businessLocation']);
  return (
    <FormPart id="f8822b-addresses" title={t('f8822b.steps.addresses.title')} intro={t('f8822b.addressesIntro')}>
      <Box name="changesMailing" label={t('f8822b.changesMailing')} description={t('f8822b.changesMailingHint')} />
      {mailing ? (
        <>
          <AddressLine line="oldMailingAddress" legend={t('f8822b.oldMailing')} />
          <AddressLine line="newMailingAddress" legend={t('f8822b.newMailing')} />
        </>
      ) : null}
      {location ? (
        <AddressLine line="newBusinessLocation" legend={t('f8822b.location')} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="f8822b-no-location">
          {t('f8822b.noLocation')}
        </Text>
      )}
    </FormPart>
  );
}

/** Lines 8 and 9 when the responsible party changes: the name, and an SSN or ITIN, or an EIN, each in its mask. */
export function F8822bPartyStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState, watch, getValues, setValue } = useFormContext<TF8822bForm>();
  const errors = formState.errors;
  const [changes, tinType] = watch(['changesParty', 'partyTinType']);
  return (
    <FormPart id="f8822b-party" title={t('f8822b.steps.party.title')} intro={t('f8822b.partyIntro')}>
      <Box name="changesParty" label={t('f8822b.changesParty')} />
      {changes ? (
        <>
          <TextInput label={t('f8822b.partyName')} withAsterisk maxLength={120} autoComplete="off" {...register('newResponsiblePartyName')} error={message(errors.newResponsiblePartyName?.message)} />
          <Controller
            control={control}
            name="partyTinType"
            render={({ field }) => (
              <Radio.Group
                label={t('f8822b.partyTinType')}
                value={field.value}
                onChange={(next) => {
                  const type = next === 'EIN' ? 'EIN' : 'SSN';
                  field.onChange(type);
                  setValue('newResponsiblePartyTin', retypePartyTin(getValues('newResponsiblePartyTin'), type), { shouldValidate: !!errors.newResponsiblePartyTin });
                }}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value="SSN" label={t('f8822b.partySSN')} ref={field.ref} />
                  <Radio value="EIN" label={t('f8822b.partyEIN')} />
                </Stack>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="newResponsiblePartyTin"
            render={({ field }) => (
              <MaskedInput
                // A new kind of number is a new mask: the input starts again from the retyped value.
                key={tinType}
                mask={tinType === 'SSN' ? 'tin' : 'ein'}
                label={t('f8822b.partyTin')}
                withAsterisk
                placeholder={tinType === 'SSN' ? '000-00-0000' : '00-0000000'}
                inputMode="numeric"
                autoComplete="off"
                maw={340}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={message(errors.newResponsiblePartyTin?.message)}
              />
            )}
          />
        </>
      ) : null}
    </FormPart>
  );
}

/** Line 10: the daytime telephone of the person to contact (optional), and the name and title of the one who signs. */
export function F8822bSignatureStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TF8822bForm>();
  const errors = formState.errors;
  return (
    <FormPart id="f8822b-signature" title={t('f8822b.steps.signature.title')} intro={t('f8822b.signatureIntro')}>
      <TextInput label={t('f8822b.phone')} type="tel" maxLength={30} maw={340} autoComplete="tel" {...register('daytimePhone')} error={message(errors.daytimePhone?.message)} />
      <TextInput label={t('f8822b.signerName')} withAsterisk maxLength={120} autoComplete="name" {...register('signerName')} error={message(errors.signerName?.message)} />
      <TextInput
        label={t('f8822b.signerTitle')}
        description={t('f8822b.signerTitleHint')}
        withAsterisk
        maxLength={60}
        maw={420}
        autoComplete="organization-title"
        {...register('signerTitle')}
        error={message(errors.signerTitle?.message)}
      />
    </FormPart>
  );
}
