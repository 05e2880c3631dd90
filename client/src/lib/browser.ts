// Full page navigations, kept in one place so tests can replace them (jsdom cannot navigate).
export function goTo(url: string) {
  window.location.href = url;
}
