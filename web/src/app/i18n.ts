import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;
export type TUiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const KEY = 'sublime.lang';

// English (the default and fallback) is bundled; other languages load as one chunk each when
// chosen, so an English first view parses half the texts. A saved Russian choice is loaded
// before the first render (`i18nReady`, awaited by main.tsx).
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

function parsePath(path: string): [string, string] | undefined {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return m ? [m[1]!, m[2]!] : undefined;
}

const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {} };
for (const [path, data] of Object.entries(english)) {
  const parsed = parsePath(path);
  if (parsed) resources.en![parsed[1]] = data;
}

const loading = new Map<string, Promise<void>>();
/** Loads a language's namespaces into i18next (once). */
function loadLanguage(lng: TUiLanguage): Promise<void> {
  if (lng === 'en') return Promise.resolve();
  let p = loading.get(lng);
  if (!p) {
    const entries = Object.entries(others).filter(([path]) => parsePath(path)?.[0] === lng);
    p = Promise.all(
      entries.map(async ([path, load]) => {
        i18n.addResourceBundle(lng, parsePath(path)![1], await load(), true, true);
      }),
    ).then(() => undefined);
    loading.set(lng, p);
  }
  return p;
}

function initialLanguage(): TUiLanguage {
  const saved = storage.get(KEY);
  return saved === 'ru' || saved === 'en' ? saved : 'en';
}

const startLanguage = initialLanguage();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  partialBundledLanguages: true,
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
applyLanguage(startLanguage);
i18n.on('languageChanged', (lng) => {
  storage.set(KEY, lng);
  applyLanguage(lng);
});

/** Resolves once the saved language's texts are loaded and active. */
export const i18nReady: Promise<void> =
  startLanguage === 'en' ? Promise.resolve() : loadLanguage(startLanguage).then(() => void i18n.changeLanguage(startLanguage));

/** Switches the interface language; the choice is kept locally (spec 000 §1). */
export function setLanguage(lng: TUiLanguage) {
  void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
}

export { i18n };
