import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A row's download button; its accessible name says whose form it is. */
export function DownloadButton({ label, name, loading, onClick, testId }: { label: string; name: string; loading: boolean; onClick: () => void; testId?: string }) {
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} loading={loading} aria-label={name} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
