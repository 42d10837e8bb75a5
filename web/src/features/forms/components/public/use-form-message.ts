import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../../app/validation-messages';
import { IT2104_MESSAGE_KEYS } from '../../it2104-messages';
import { W4_MESSAGE_KEYS } from '../../w4-messages';
import { W9_MESSAGE_KEYS } from '../../w9-messages';

const KEYS: Record<string, string> = { ...W9_MESSAGE_KEYS, ...W4_MESSAGE_KEYS, ...IT2104_MESSAGE_KEYS };

/** Translates a form line's error: the schemas' own messages (W-9, W-4, IT-2104), then the app's validation texts. */
export function useFormMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEYS[message];
    if (!key) return translateValidation(t, message);
    return key.startsWith('validation:') ? translateValidation(t, key) : t(key as 'forms:title');
  };
}
