/** Hands a downloaded file to the browser's downloads, under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
