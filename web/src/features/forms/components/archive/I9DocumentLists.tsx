// The lists' fieldsets' stylesheet loads with Section 2 (app/styles.ts holds the shell's).
import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { I9_LISTS, listARows, type TI9Section2Form } from '../../i9-section2-rules';
import { I9DocumentEntry } from './I9DocumentEntry';

const EMPTY_ROW = { code: '', issuingAuthority: '', documentNumber: '', expirationDate: '' };

/** A list's box: its legend, its rows, and a way to empty it (a list entered by mistake). */
function ListBox({ list, onClear, children }: { list: 'A' | 'B' | 'C'; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <Fieldset legend={t(`i9.section2.list${list}`)} radius="md" data-list={list}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" leftSection={<IconEraser size={14} aria-hidden />} onClick={onClear}>
            {t('i9.section2.clearList', { list })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * Section 2's document table as the form lays it out: List A (one document, or a foreign
 * passport's combination, whose further documents get rows of their own), OR List B AND List C.
 * Which of the two the employee presented is the employee's choice; entering both is refused.
 */
export function I9DocumentLists() {
  const { t } = useTranslation('forms');
  const { watch, setValue, formState } = useFormContext<TI9Section2Form>();
  const rows = listARows(watch('listA.0.code'));
  const clear = (names: ('listA' | 'listB' | 'listC')[]) => {
    for (const name of names) {
      setValue(name, name === 'listA' ? [EMPTY_ROW, EMPTY_ROW, EMPTY_ROW] : EMPTY_ROW, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('i9.section2.documentsIntro')}</Text>
      <ListBox list="A" onClear={() => clear(['listA'])}>
        {rows.map((row, i) => (
          <I9DocumentEntry
            key={i}
            name={`listA.${i as 0 | 1 | 2}`}
            titleLabel={t(i === 0 ? 'i9.section2.title1' : row.required ? 'i9.section2.titleN' : 'i9.section2.titleNIfAny', { n: i + 1 })}
            options={row.options}
            required={i > 0 && row.required}
          />
        ))}
      </ListBox>
      <Text fw={700} ta="center">
        {t('i9.or')}
      </Text>
      <ListBox list="B" onClear={() => clear(['listB'])}>
        <I9DocumentEntry name="listB" titleLabel={t('i9.section2.documentTitle')} options={I9_LISTS.B} required={false} />
      </ListBox>
      <Text fw={700} ta="center">
        {t('i9.and')}
      </Text>
      <ListBox list="C" onClear={() => clear(['listC'])}>
        <I9DocumentEntry name="listC" titleLabel={t('i9.section2.documentTitle')} options={I9_LISTS.C} required={false} />
      </ListBox>
    </Stack>
  );
}
