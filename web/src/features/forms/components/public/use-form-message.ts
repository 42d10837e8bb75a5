import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../../app/validation-messages';
import { I9_MESSAGE_KEYS } from '../../i9-messages';
import { F8822B_MESSAGE_KEYS } from '../../f8822b-messages';
import { IT2104_MESSAGE_KEYS } from '../../it2104-messages';
import { W4_MESSAGE_KEYS } from '../../w4-messages';
import { W8BEN_MESSAGE_KEYS } from '../../w8ben-messages';
import { W9_MESSAGE_KEYS } from '../../w9-messages';

const KEYS: Record<string, string> = { ...I9_MESSAGE_KEYS, ...W9_MESSAGE_KEYS, ...W4_MESSAGE_KEYS, ...IT2104_MESSAGE_KEYS, ...F8822B_MESSAGE_KEYS, ...W8BEN_MESSAGE_KEYS };

/** Translates a form line's error: the schemas' own messages (W-9, W-4, IT-2104, W-8BEN, I-9, 8822-B), then the app's validation texts. */
export function useFormMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEYS[message];
    if (!key) return translateValidation(t, message);
    return key.startsWith('validation:') ? translateValidation(t, key) : t(key as 'forms:title');
  };
}
