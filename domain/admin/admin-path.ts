/**
 * Whether a path belongs to the admin area: its pages (/admin, /admin/…), React Router's data
 * requests for them (/admin.data, /admin/anfragen.data) and its CSV exports.
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(pathname);
}
