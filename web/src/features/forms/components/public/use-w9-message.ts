import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../../app/validation-messages';
import { W9_MESSAGE_KEYS } from '../../w9-messages';

/** Translates a W-9 line's error: the schema's own messages, then the app's validation texts. */
export function useW9Message() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = W9_MESSAGE_KEYS[message];
    if (!key) return translateValidation(t, message);
    return key.startsWith('validation:') ? translateValidation(t, key) : t(key as 'forms:title');
  };
}
