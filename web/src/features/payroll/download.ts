/** Saves text as a file: a Blob link clicked, then released. */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  // The BOM lets spreadsheet programs read UTF-8 (Russian titles) as such.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a short-lived link's file: it is served as an attachment, so the browser stays on this page. */
export function saveUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = fileName;
  link.click();
}
