import { PAYROLL_IMPORTS } from '@shared/realtime/channels.js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { importsKey, invalidateImports } from '../api/imports';
import { applyProgress } from '../live-progress';

/**
 * Follows the imports' progress over the live connection while the page is open (the channel
 * PAYROLL_IMPORTS; the server lets PAYROLL_MANAGER staff subscribe): each IMPORT_PROGRESS frame
 * goes into the query cache. Answers whether the subscription stands (the server's SUBSCRIBED came
 * and the socket has not dropped since), which is when the imports stop polling every 5 s.
 *
 * Frames pushed before the subscription stood, or while the line was down, are lost: the loading
 * imports are read again on SUBSCRIBED, and everything on a reconnect (as the support inbox does).
 */
export function useImportsChannel(): boolean {
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(false);
  useEffect(() => {
    let stops: (() => void)[] = [];
    let cancelled = false;
    const askedFor = new Set<string>();
    // The live client loads with the first page that needs it, as the bell and the chat do.
    void import('../../live/live').then(({ liveConnection, onReconnect }) => {
      const client = liveConnection();
      if (cancelled || !client) return;
      stops = [
        onReconnect(client, () => void invalidateImports(queryClient)),
        client.onStatus((status) => {
          if (status !== 'open') setSubscribed(false);
        }),
        client.subscribe(PAYROLL_IMPORTS, (frame) => {
          if (frame.type === 'SUBSCRIBED') {
            setSubscribed(true);
            void queryClient.invalidateQueries({ queryKey: importsKey('one') });
          } else if (frame.type === 'UNSUBSCRIBED') setSubscribed(false);
          else if (frame.type === 'IMPORT_PROGRESS') applyProgress(queryClient, frame, askedFor);
        }),
      ];
    });
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [queryClient]);
  return subscribed;
}
