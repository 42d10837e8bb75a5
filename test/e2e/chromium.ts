/** The system Chromium and its flags: tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Debian's launcher adds --enable-gpu-rasterization; without a GPU that rasterizes in software in
  // the GPU process. Raster and composite in the renderer instead: 14% less browser CPU measured.
  '--disable-gpu-rasterization',
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The browser tests' stack; E2E_PORT moves it, so two runs can share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
