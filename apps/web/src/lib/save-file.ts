/**
 * Hands a downloaded file to the browser under its own name. The file is held as an object URL
 * (blob:) for the moment of the click, so the credentials that fetched it are never in an address.
 */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
