export const PASSWORD_RESET_VALID_MINUTES = 60;
/** When a participant's SMS hold window does not end after it starts, it is made this long. */
export const SMS_HOLD_EXTENSION_MINUTES = 60;
/** Page translation is offered this long after load, when the browser language is not English. */
export const TRANSLATION_OFFER_DELAY_MS = 2_000;
/** The most days an administrator compares with the provider at once (decision 156): a quarter. */
export const RECONCILE_MAX_DAYS = 92;
