import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { paystubPdf } from '../api/payroll';
import { saveUrl } from '../download';

/**
 * Downloads one paystub's PDF (GET /api/payroll/paystubs/{id}/pdf in the paystub's workspace): the
 * paystubs list and the payroll import's records both offer it. `ariaLabel` names whose and which.
 */
export function PaystubPdfButton({ workspaceId, paystubId, payDate, label, ariaLabel }: { workspaceId: string; paystubId: string; payDate: string; label: string; ariaLabel: string }) {
  const { t } = useTranslation('payroll');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveUrl((await paystubPdf(workspaceId, paystubId)).url, `paystub-${payDate}.pdf`);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} loading={downloading} aria-label={ariaLabel} onClick={() => void download()}>
      {label}
    </Button>
  );
}
