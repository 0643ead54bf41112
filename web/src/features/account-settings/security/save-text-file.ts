/** Saves text as a file through the browser's download (an object URL on a link with `download`). */
export function saveTextFile(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once click() returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
