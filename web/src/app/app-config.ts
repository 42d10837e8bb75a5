/** Runtime configuration served next to the app (local gateway, CloudFront in AWS). */
export interface TAppConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

let pending: Promise<TAppConfig> | undefined;

/** Fetched once per page; a failure is retried on the next call. */
export function loadAppConfig(): Promise<TAppConfig> {
  pending ??= fetch('/app-config.json', { headers: { accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`app-config.json: HTTP ${res.status}`);
    return (await res.json()) as TAppConfig;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
