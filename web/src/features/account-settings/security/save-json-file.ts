/** Saves data as a JSON file through the browser's download (an object URL on a link with `download`). */
export function saveJsonFile(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once click() returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
