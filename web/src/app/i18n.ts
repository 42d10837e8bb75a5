import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;
export type TUiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
const KEY = 'sublime.lang';

// English (the default and fallback) is bundled; other languages load as one chunk each when
// chosen, so an English first view parses half the texts. A saved Russian choice is loaded
// before the first render (`i18nReady`, awaited by main.tsx). Feature namespaces (billing) are
// in no language's bundle: their routes load them (`loadNamespace`), keeping the first route light.
const english = import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/billing.json', '!../locales/en/hr.json', '!../locales/en/projects.json', '!../locales/en/uploads.json', '!../locales/en/documents.json', '!../locales/en/signing.json', '!../locales/en/forms.json', '!../locales/en/timesheet.json', '!../locales/en/policies.json', '!../locales/en/leave.json', '!../locales/en/jobs.json', '!../locales/en/payroll.json', '!../locales/en/profile.json', '!../locales/en/payroll-forms.json', '!../locales/en/payroll-reports.json', '!../locales/en/payroll-imports.json', '!../locales/en/audit.json', '!../locales/en/admin.json', '!../locales/en/prices.json', '!../locales/en/locations.json'], {
  eager: true,
  import: 'default',
});
const others = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/en/*.json', '!../locales/*/billing.json', '!../locales/*/hr.json', '!../locales/*/projects.json', '!../locales/*/uploads.json', '!../locales/*/documents.json', '!../locales/*/signing.json', '!../locales/*/forms.json', '!../locales/*/timesheet.json', '!../locales/*/policies.json', '!../locales/*/leave.json', '!../locales/*/jobs.json', '!../locales/*/payroll.json', '!../locales/*/profile.json', '!../locales/*/payroll-forms.json', '!../locales/*/payroll-reports.json', '!../locales/*/payroll-imports.json', '!../locales/*/audit.json', '!../locales/*/admin.json', '!../locales/*/prices.json', '!../locales/*/locations.json'],
  { import: 'default' },
);
const featureTexts = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/billing.json', '../locales/*/hr.json', '../locales/*/projects.json', '../locales/*/uploads.json', '../locales/*/documents.json', '../locales/*/signing.json', '../locales/*/forms.json', '../locales/*/timesheet.json', '../locales/*/policies.json', '../locales/*/leave.json', '../locales/*/jobs.json', '../locales/*/payroll.json', '../locales/*/profile.json', '../locales/*/payroll-forms.json', '../locales/*/payroll-reports.json', '../locales/*/payroll-imports.json', '../locales/*/audit.json', '../locales/*/admin.json', '../locales/*/prices.json', '../locales/*/locations.json'],
  { import: 'default' },
);
export type TFeatureNamespace = 'billing' | 'hr' | 'projects' | 'uploads' | 'documents' | 'signing' | 'forms' | 'timesheet' | 'policies' | 'leave' | 'jobs' | 'payroll' | 'profile' | 'payroll-forms' | 'payroll-reports' | 'payroll-imports' | 'audit' | 'admin' | 'prices' | 'locations';

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
/** Feature namespaces some route has asked for: a language switch loads them too. */
const wantedFeatures = new Set<TFeatureNamespace>();
const featureLoading = new Map<string, Promise<void>>();

/** Loads one feature namespace of one language into i18next (once). */
function loadFeature(lng: TUiLanguage, ns: TFeatureNamespace): Promise<void> {
  const key = `${lng}/${ns}`;
  let p = featureLoading.get(key);
  if (!p) {
    const load = featureTexts[`../locales/${lng}/${ns}.json`];
    p = load
      ? load().then((data) => void i18n.addResourceBundle(lng, ns, data, true, true))
      : Promise.resolve();
    // A failed chunk load may be retried by the next route load.
    p.catch(() => featureLoading.delete(key));
    featureLoading.set(key, p);
  }
  return p;
}

/** Loads a language's namespaces into i18next (once), with the feature namespaces in use. */
function loadLanguage(lng: TUiLanguage): Promise<void> {
  const features = Promise.all([...wantedFeatures].map((ns) => loadFeature(lng, ns))).then(() => undefined);
  if (lng === 'en') return features;
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
  return Promise.all([p, features]).then(() => undefined);
}

/**
 * A feature's texts (e.g. billing), in English (the fallback) and the current language: the
 * feature's routes await this in their loaders, so its screens render translated.
 */
export function loadNamespace(ns: TFeatureNamespace): Promise<void> {
  wantedFeatures.add(ns);
  const lng = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return Promise.all([loadFeature('en', ns), lng === 'en' ? undefined : loadFeature(lng, ns)]).then(() => undefined);
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
