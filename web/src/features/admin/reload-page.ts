/** A full page load, after the signed-in user's display name changed (SPEC §6). Its own module so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
