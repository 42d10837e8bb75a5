import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;
export type TUiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const KEY = 'sublime.lang';

// Both languages are small JSON files; bundling them avoids a round trip before the first paint.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, data] of Object.entries(files)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!m) continue;
  const [, lng, ns] = m as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = data;
}

function initialLanguage(): TUiLanguage {
  const saved = storage.get(KEY);
  return saved === 'ru' || saved === 'en' ? saved : 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (lng) => {
  storage.set(KEY, lng);
  applyLanguage(lng);
});

/** Switches the interface language; the choice is kept locally (spec 000 §1). */
export function setLanguage(lng: TUiLanguage) {
  void i18n.changeLanguage(lng);
}

export { i18n };
