/** A path as wouter matches it against the routes of src/client/app.tsx: in any case, without a trailing slash. */
export function routePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}
