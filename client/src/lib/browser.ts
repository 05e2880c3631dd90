// Full page navigations, kept in one place so tests can replace them (jsdom cannot navigate).
export function goTo(url: string) {
  window.location.href = url;
}

/** Replaces this page in the tab's history, so Back does not return to it (Quick exit, docs/decisions/021). */
export function replaceWith(url: string) {
  window.location.replace(url);
}

/** Saves a file the page holds (the data export) through the browser's download. */
export function saveFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
