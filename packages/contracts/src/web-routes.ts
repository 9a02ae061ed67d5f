/**
 * The pages of the web app (spec section 2). The server answers these with the app itself and any
 * other page path with the app under a 404 status, so the browser shows the not-found page. Like the
 * web's router, they ignore letter case.
 */
const webRoutePatterns: readonly RegExp[] = [
  /^\/$/i,
  /^\/home$/i,
  /^\/home\/MyAccount$/i,
  // The page the password reset e-mail links to.
  /^\/home\/ResetPassword$/i,
  /^\/event\/[^/]+$/i,
  // A participant's public page.
  /^\/event\/[^/]+\/p\/[^/]+$/i,
  // The pledge form, and the page a donor's receipt or payment request links to.
  /^\/event\/[^/]+\/pledge$/i,
  /^\/pledge\/[A-Za-z0-9_-]+$/i,
  /^\/authentication\/ssologin$/i,
  // Where a contact import's pop-up sign-in comes back.
  /^\/contacts\/return$/i,
  /^\/shop$/i,
  /^\/shop\/(cartbuilder|manage|vendorusers|orders|orderdetail|reports|franchiseecalander|franchiseecalendar)$/i,
  /^\/shop\/reports\/(productstatus|schoolitem|calculator)$/i,
  /^\/parent\/(dashboard|addparticipant|mypledges)$/i,
  // Staff pages of sign-in and access: participants' access codes and QR badges, the e-mail outbox.
  /^\/account\/access-codes$/i,
  // Franchisees and their users and team leaders; the test provider's onboarding of a franchise's account.
  /^\/account\/franchisees(\/test-onboarding)?$/i,
  /^\/admin\/messages$/i,
  // A Thon's participants, their import, its teams and people; the page an invitation links to.
  /^\/thon\/[A-Za-z0-9_-]+\/(dashboard|participants|pledges|import|teams|settings|money|results|collections|updates|reminders|messages|landing-pages|count|live|test-onboarding)$/i,
  // The Thon creation wizard.
  /^\/thon\/new$/i,
  /^\/home\/AcceptInvitation$/i,
  // Signing up, and the page the sign-up e-mail's link opens.
  /^\/home\/(SignUp|ConfirmSignUp)$/i,
  // The page the link sent to a new sign-in address opens.
  /^\/home\/ConfirmEmail$/i,
  // The page an e-mail's unsubscribe link opens.
  /^\/unsubscribe\/[A-Za-z0-9_.-]+$/i,
  // The privacy notice and terms of use, linked from every page's footer.
  /^\/(privacy|terms)$/i,
  // Event links take the form {site}/{eventCode}.
  /^\/[A-Za-z0-9-]+$/i,
];

export function isWebRoute(path: string): boolean {
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return webRoutePatterns.some((pattern) => pattern.test(withoutTrailingSlash));
}

/**
 * The element of the pledge form's page in which the server writes the form's data, so that the form
 * shows without calling for it (decision 102).
 */
export const PLEDGE_FORM_DATA_ID = 'pledge-form-data';

/**
 * The pages answered with the pledge form's own page instead of the app (decision 102): the form's
 * address, and a parent's entry of a donor's pledge (/parent/mypledges?pledge={eventCode}), which
 * keeps a parent who is not a participant on the parent pages (spec section 2).
 */
export function isPledgeFormPage(path: string, query: URLSearchParams): boolean {
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    /^\/event\/[^/]+\/pledge$/i.test(withoutTrailingSlash) ||
    (/^\/parent\/mypledges$/i.test(withoutTrailingSlash) && query.has('pledge'))
  );
}
