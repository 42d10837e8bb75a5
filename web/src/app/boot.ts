/**
 * Removes the static first paint (#boot in index.html) once React has put the page on screen.
 * Called from a layout effect, so the swap happens within one frame.
 */
export function removeBoot() {
  document.getElementById('boot')?.remove();
}
