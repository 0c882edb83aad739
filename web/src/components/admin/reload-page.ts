/** A full page load, after the signed-in user's display name changed (docs/RULES.md, "Roles and permissions"). Its own module so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
