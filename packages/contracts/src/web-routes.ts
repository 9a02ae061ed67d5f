/**
 * The pages of the web app (spec section 2). The server answers these with the app itself and any
 * other page path with the app under a 404 status, so the browser shows the not-found page.
 */
export const webRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/home\/MyAccount$/,
  // The page the password reset e-mail links to.
  /^\/home\/ResetPassword$/,
  /^\/event\/[^/]+$/,
  /^\/authentication\/ssologin$/,
  /^\/shop$/,
  /^\/shop\/(cartbuilder|manage|vendorusers|orders|orderdetail|reports|franchiseecalander)$/,
  /^\/shop\/reports\/(productstatus|schoolitem|calculator)$/,
  /^\/parent\/(dashboard|addparticipant|mypledges)$/,
  // Staff pages of sign-in and access: participants' access codes and QR badges, the e-mail outbox.
  /^\/account\/access-codes$/,
  /^\/admin\/messages$/,
  // Event links take the form {site}/{eventCode}.
  /^\/[A-Za-z0-9-]+$/,
];

export function isWebRoute(path: string): boolean {
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return webRoutePatterns.some((pattern) => pattern.test(withoutTrailingSlash));
}
