import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';

/** Saves a short-lived link's file: it is served as an attachment, so the browser stays on this page. */
function saveUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = fileName;
  link.click();
}

/** A download button's state: which row is fetching its link, and a toast when it fails. */
export function useDownload() {
  const { t } = useTranslation('payroll-forms');
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, link: () => Promise<{ url: string }>, fileName: string) => {
    setBusy(key);
    try {
      saveUrl((await link()).url, fileName);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
