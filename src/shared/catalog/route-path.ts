/** A path as wouter matches it against the routes of src/shared/page-routes.ts: in any case, without a trailing slash. */
export function routePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}
