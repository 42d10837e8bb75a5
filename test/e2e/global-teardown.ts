/** Stops the stack the global setup started. */
export default async function globalTeardown() {
  await globalThis.__sublimeE2eStack?.stop();
  globalThis.__sublimeE2eStack = undefined;
}
