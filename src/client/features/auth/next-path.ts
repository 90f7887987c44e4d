// Where a signed-out owner was going: a link into the main screen (an Add-as-FAQ link from their
// mail) goes through the login page and on to where it pointed, its query kept.

const NEXT_PARAM = "next";

/** The login path that leads on to `path` (with its query) once the owner has signed in. */
export function loginPathLeadingTo(loginPath: string, path: string, search: string): string {
  if (search === "" || search === "?") return loginPath;
  const query = new URLSearchParams({
    [NEXT_PARAM]: `${path}${search.startsWith("?") ? search : `?${search}`}`,
  });
  return `${loginPath}?${query.toString()}`;
}

/** Where to go after signing in: the page the login was asked for, if it is one of this site's, else "/". */
export function nextPathAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  // Only a path of this site: "//host" or "/\\host" would leave it.
  return next && /^\/(?![/\\])/.test(next) ? next : "/";
}
