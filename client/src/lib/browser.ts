// Full page navigations, kept in one place so tests can replace them (jsdom cannot navigate).
export function goTo(url: string) {
  window.location.href = url;
}

/** Replaces this page in the tab's history, so Back does not return to it (Quick exit, DESIGN.md 9.5). */
export function replaceWith(url: string) {
  window.location.replace(url);
}
