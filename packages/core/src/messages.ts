/**
 * Texts the spec words itself (sections 5 and 8). They are requirements character for character,
 * spelling included ('sucessfully', 'occured'), so they are kept apart from our own wording and a
 * test checks each one against the spec.
 */
const specMessages = {
  // Login and accounts
  enterUsername: 'Please enter a username',
  enterPassword: 'Please enter a password',
  loginReviewRequiredFields: 'Please review required fields',
  enterAccessCode: 'Please enter access code',
  loginFailed: 'Please check your user name and password and then try again.',
  authenticationFailedTitle: 'Please check your input and then try again.',
  inactiveUser: 'Your account is not active. Please contact administrator.',
  accessDenied: 'access denied',
  // The server's refusal of an access code on the admin site; the browser then goes to the site root.
  accessCodeNotAllowed: 'Not Allowed',
  accessCodeExpired: 'Event end date has passed.',
  accessCodeError: 'Unable to login. Please contact support.',
  accessCodeInvalid: 'Access code invalid.',
  accountNotFound: 'Sorry, we could not find that account',
  oauthEmailRequired: 'You must provide the email address',
  facebookLoginFailed: 'Unable to login using facebook.',
  emailAlreadyExists: 'Email already exists.',
  userAlreadyExists: 'User already exists.',

  // Events, participants and pledges
  eventCodeInvalid: 'Sorry, that code is not valid.',
  notFound: 'not found',
  uploadRowIncomplete: 'First name or Last name or Goal is empty.',
  someParticipantsNotImported: 'Some participants are not imported.',
  alreadyParticipated: 'This event has already been participated by you.',
  childAlreadyLinked: 'This child is already one of your participants.',
  childClaimPending:
    'The school has a child of this name on its list. The school will confirm that this child is yours; your child then appears on your dashboard.',
  childClaimConfirmed: 'The parent is now linked to the child.',
  childClaimDeclined: 'The request was declined.',
  participantsMerged: 'The two records are now one.',
  mergeNotPossible: 'Choose two different participants of this Thon that are still in it.',
  mergeBothHaveResults:
    'Both records have results or counted laps. Remove the results of one of them before merging.',
  teamLeaderAlreadyAssigned: 'Already assigned a Team Leader for this Team.',
  minimumPledge: 'The minimum transaction amount is $1 for all pledges.',
  pledgesMayHaveIssues:
    'Action complete but some pledges may have issues. Please click on pledges tab to review.',
  thonCreationFailed: 'There was a problem creating your Thon. Please contact administrator.',
  valueNotValid: 'The value entered is not valid',
  resultsOutOfRange: "Participant's results not in valid range",
  invalidUnits: 'Invalid units.',

  // Forms
  missingOrInvalidFields: 'Missing or Invalid Fields',
  reviewRequiredFields: 'Please review the required fields.',
  enterRequiredFields: 'Please enter the required fields.',
  invalidData: 'Invalid Data',
  invalidCaptcha: 'Invalid Captcha',
  mustAgreeToTerms: 'You must agree to the Terms and Conditions before proceeding.',
  termsAcceptanceRequired: 'Acceptance of terms is required to submit information.',
  emailRequired: 'You must provide the Email Address.',

  // Sharing, messaging and templates
  invalidEmailFormat: 'Message not sent. Please enter in valid email format.',
  alreadyInvited: 'You have already invited this person.',
  socialPostFailed: 'An error occured and the post was not published. Please try again later.',
  // Not in the spec: a web-mail address book that could not be read, and a file that is not one.
  contactImportFailed: 'Unable to import contacts. Please try again.',
  contactFileUnreadable: 'Please choose a vCard (.vcf) or CSV address book file.',
  reminderDefaultsLoadFailed: 'Error loading default times, contact Admin',
  invalidTime: 'Invalid Time',
  templateLoadFailed: 'Error loading template',
  lastTemplateInCategory: 'Last message cannot be deleted in a category',
  templateArchived: 'Template sucessfully archived',

  // Contact form and support
  somethingWentWrong: 'Something went wrong!',
  ticketCreationFailed: 'Unable to create ticket. Please email support.',

  // Landing pages, images and video
  notAvailableTitle: 'Not Available',
  landingUrlTaken: 'URL already exists. Please try another.',
  failedToUpload: 'Failed to Upload.',
  failedToLoadImage: 'Failed to load image',
  invalidImage: 'Invalid Image',
  notAnImage: 'not an image',
  imageFormatNotSupported: 'That Image format is not supported.',
  fileSizeLimitExceeded: 'File size limit exceeded',
  maximumImageSize: 'Maximum image size allowed is 8 MB.',
  invalidVideo: 'Invalid Video',
} as const;

/**
 * Texts for situations the spec names without wording them (success toasts, HTTP statuses it leaves
 * open, field patterns). Written in the tone of the spec's own texts.
 */
const productMessages = {
  unexpectedError: 'Something went wrong. Please try again later.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  passwordResetSent: 'A password reset link has been emailed to you. It is valid for 1 hour.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please request a new one.',
  selectParticipant: 'Please select a participant.',
  selectBulkPaymentType: 'Please select a bulk payment type.',
  nonProfitNotFound:
    'We could not find that non-profit. Enter your search again using its legal name, or continue by selecting a personal cause.',
  minimumGoal: 'The minimum goal is $1.',
  thonCreationInProgress: 'Creating your Thon. This may take a moment.',
  thonCreated: 'Your Thon is ready.',
  eventCodeTaken: 'That event code is already taken. Please try another.',
  invalidEventCode: 'Please use 3 to 20 letters, numbers or dashes for the event code.',
  maxUnitsBelowMinUnits: 'The max units must be at least the min units.',
  thonCreationKeyReused: 'This Thon was already submitted with different details. Please start a new one.',
  // Charging starts at once and takes minutes; the spec's 2 hours is the most it may take.
  thonCompleted:
    'Thon completed. Its pledges are being charged now: usually within minutes, at most 2 hours.',
  participantCompleted:
    'Participant completed. Their pledges are being charged now: usually within minutes, at most 2 hours.',
  thonCompletionToConfirm:
    'This Thon is not finished yet. Please check what completing it now means, then confirm.',
  shareCounterEmpty: 'You have not shared yet. Share with 20 people to reach your goal.',

  saved: 'Saved.',
  uploaded: 'Uploaded.',
  emailSent: 'Email sent.',
  // The contact form's success: one e-mail to support, one confirmation to the sender.
  emailsSent: 'Emails sent.',
  tooManyAttachments: 'Please attach at most 5 files.',
  attachmentTypeNotAllowed:
    'Please attach only images (JPEG, PNG, GIF, WebP, BMP or HEIC), PDF files or plain text files.',
  attachmentNameMismatch:
    'A file’s name does not match what it holds. Please attach each file under the ending of its type (.jpg, .png, .pdf, .txt, …).',
  textMessagesSent: 'Text messages sent.',
  pledgeSubmitted: 'Pledge submitted.',
  pledgeUpdated: 'Pledge updated.',
  pledgeCancelled: 'Pledge cancelled.',
  // Section 5 states the rule ("A participant must be selected for a pledge"); these are its words.
  participantMustBeSelected: 'A participant must be selected',
  minimumFlatGift: 'The minimum gift is $5.',
  minimumFlatGiftLive: 'The minimum gift is $10.',
  minimumPerUnitPledge: 'The minimum pledge per unit is $0.30.',
  // Section 9's "extended minimum per unit 5": the rate over every unit the Thon counts.
  extendedMinimumPerUnit:
    'A pledge per unit must be able to reach $5 over the most units counted. Please raise the amount per unit.',
  // Section 9's "pending threshold per-unit donation 5": the donor's own ceiling on what waits for results.
  pendingThresholdPerUnit: 'The maximum of a pledge per unit must be at least $5.',
  flatDonationsOnly: 'This Thon accepts one-time gifts only.',
  pledgeClosed: 'This Thon is completed, so its pledges can no longer be changed.',
  // Not in the spec: a Thon whose connected account cannot take charges yet (decision 135).
  thonNotTakingCards:
    "This Thon is not taking card pledges yet: its organiser is still connecting the school's bank account for payouts.",
  // Not in the spec: the period an administrator compares with the provider (decision 156).
  reconcileToBeforeFrom: 'The "To" day cannot be before the "From" day.',
  reconcileTooLong: 'Compare at most 92 days at a time.',
  reconcileInFuture:
    'The "To" day cannot be after today (UTC): the provider has nothing to report for it yet.',
  // The test provider's onboarding page was used where payouts go through a real provider.
  testOnboardingUnavailable: 'Payouts are connected through the payment provider, not the test onboarding.',
  // The provider did not answer for its onboarding link; nothing was changed.
  payoutsProviderSilent: 'We could not reach the payment provider just now. Please try again in a minute.',
  pledgeLinkInvalid: 'This pledge link is not valid. Please use the link in your receipt.',
  pledgeKeyReused: 'This pledge was already submitted with different details. Please start a new one.',
  paymentDeclined: 'Your card was declined. Please try another card.',
  // The bank's own check at the form (3-D Secure) was failed or abandoned (decision 100).
  cardCheckFailed: 'Your bank did not confirm this card. Please try again or use another card.',
  paymentNotDue: 'Nothing is due on this pledge.',
  // The card service did not answer: the attempt is kept and asked again under its key (decision 119).
  paymentProviderSilent:
    'We could not reach the card service just now. Please try again in a minute: your card will not be charged twice.',
  // A submission that could not be written at all, or whose card step could not be recorded (decision 122).
  pledgeNotSaved: 'Your pledge was not saved. Please try again in a minute.',
  pledgeNotConfirmed:
    'We could not confirm your pledge just now. Please try again in a minute: your card will not be charged twice.',
  refundRefused: 'We could not refund your gift just now. Please try again later.',
  paidGiftOnlyLowered:
    'A gift already paid can be lowered or cancelled here. To give more, please make another gift.',
  paymentReceived: 'Payment received. Thank you!',
  pledgeWrittenOff: 'Pledge written off.',
  recoveryEmailSent: 'Payment request sent.',
  collectionsUpdated: 'Collections updated.',
  franchiseeCreated: 'Franchisee created.',
  teamLeaderCreated: 'Team leader created.',
  organizerUpdated: 'Organizer updated.',
  updatePosted: 'Update posted.',
  offlinePledgeCreated: 'Offline pledge created. It will appear after you reload the page.',
  completedUnitsSaved: 'Completed units saved.',
  resultsCsvTooManyRows: 'The file has too many rows: at most 10,000 results can be uploaded at once.',
  resultsCsvColumns: 'The file needs a "Participant ID" column and a "Units" column.',
  changesDone: 'Changes done.',
  lapCountingClosed: 'This Thon is completed, so its laps can no longer be counted.',
  counterLinkUsed:
    'This counting link was already used or is not valid. Please ask the organizer for a new one.',
  counterPassExpired: 'This counting pass is for another day. Please ask the organizer for a new link.',
  counterInviteCreated: 'Counting link created.',
  countsPublished: 'Counts published as results.',
  participantAdded: 'Participant added.',
  participantUpdated: 'Participant updated.',
  parentParticipantLimit: 'A parent can add at most 9 participants.',
  participantRemoved: 'Participant removed. Their pledges are kept.',
  participantsMoved: 'Participants moved.',
  participantsImported: 'Participants imported.',
  landingPageDeleted: 'Landing page deleted.',
  teamCreated: 'Team created.',
  teamNameTaken: 'This Thon already has a team with that name.',
  invitationSent: 'Invitation sent.',
  invitationInvalid:
    'This invitation link has expired, was cancelled or was already used. Please ask for a new invitation.',
  invitationCancelled: 'Invitation cancelled. Its link no longer works.',
  invitationAccepted: 'Welcome! Your password is set: you can sign in now.',
  currentPasswordWrong: 'The password is not the one of this account.',
  emailUnchanged: 'This is already the address your account signs in with.',
  emailChangeSent:
    'Check the new address: we sent it a link to confirm. Your account signs in with its current address until then.',
  emailChangeLinkInvalid: 'This confirmation link has expired or was already used. Please ask for a new one.',
  emailChanged: 'Your account now signs in with its new address.',
  invitationAcceptedRole: 'Invitation accepted: the new role is on your account.',
  invitationSignInFirst:
    'This address already has an account. Please sign in as the invited address to accept the invitation.',
  invitationConfinesToShop:
    'A vendor account opens only the shop pages. Please confirm that this account should become a vendor account, or ask for the invitation at another address.',
  vendorUserRemoved: 'User removed. They are signed out everywhere.',
  vendorCannotRemoveSelf: 'You cannot remove yourself. Ask another user of your vendor account.',
  commissionTooHigh: 'The commission rate can be at most 60%.',
  importFileUnreadable: 'The file could not be read. Please upload a CSV or XLSX file.',
  importFileEmpty: 'The file has no participant rows.',
  importTooManyRows: 'The file has too many rows: at most 50,000 participants can be imported at once.',
  importAlreadyDone: 'This file was already imported, so nothing was added.',
  importStrictRefused:
    'Nothing was imported: correct the rows marked below, or import without strict mode to skip them.',
  importUnknownTeam: 'There is no team with this name in the Thon.',
  importOtherClass: 'This row names another teacher: you can import only into your own class.',
  importOtherTeam: 'This row names another team: you can import only into your own team.',
  importUnpackedTooLarge:
    'The file is too large once unpacked (at most 100 MB). Please upload the roster on its own, or save it as CSV.',
  uploadsBusy: 'The server is busy with other uploads. Please try again in a minute.',
  imageTooManyPixels: 'The image is too large: please choose one of at most 40 megapixels.',
  photoTooManyPixels: 'The photo is too large: please choose one of at most 24 megapixels.',
  productSaved: 'Product saved.',
  productArchived: 'Product archived. Its orders are kept.',
  productRestored: 'The product is on sale again.',
  skuTaken: 'Another product already has this SKU.',
  duplicateSize: 'Each size can be listed only once.',
  notAVendor: 'Your account does not belong to a vendor yet. Please ask your vendor to add you.',
  prizeLevelsSaved: 'Prize levels saved.',
  prizeLevelAmountTaken: 'Two prize levels cannot start at the same amount.',
  emptyCart: 'Please add at least one product to the order.',
  deliveryBeforeEvent: 'The delivery date must be before the event date.',
  deliveryInPast: 'The delivery date cannot be in the past.',
  productNotForSale: 'This product is no longer for sale.',
  orderPlaced: 'Order placed.',
  orderUpdated: 'Order updated.',
  orderStatusNotAllowed: 'The order cannot move to this status from where it is.',
  trackingNumberRequired: 'Please enter the tracking number.',

  photoConsentNeeded: 'Please agree to show the photo first; then upload it.',
  photoUploaded: 'Photo uploaded. It shows on the public page while your consent stands.',
  childDataDeleted:
    "Your child's personal data was deleted. Pledges already paid stay with the Thon as anonymous gifts.",
  childDataAlreadyRemoved: "This child's personal data was already removed.",
  thonDataClosed: "The Thon's personal data will be removed within the hour.",
  retentionSaved: 'Retention period saved.',
  retentionTooShort: 'Keep the data at least 30 days after the Thon, so parents can download it.',
  retentionTooLong: 'Keep the data at most 1095 days (three years) after the Thon.',

  signUpCheckEmail:
    'Check your e-mail: we sent you a link to confirm your address. Open it within 24 hours to finish.',
  signUpLinkInvalid: 'This confirmation link has expired or was already used. Please sign up again.',

  invalidMoney: 'Please enter an amount in dollars and cents, for example 25.00.',
  invalidPhone: 'Please enter a 10-digit phone number.',
  invalidPhoneDigits: 'Please enter the phone number as digits only.',
  invalidEmail: 'Please enter a valid email address.',
  emailTooLong: 'The email address must be at most 50 characters.',
  invalidDate: 'Please enter a date as mm/dd/yyyy.',
  invalidZip: 'Please enter a valid zip or postal code.',
  invalidPassword: 'The password must be 4 to 20 characters and contain at least one number.',
  passwordsDoNotMatch: 'The two passwords are not the same.',
  invalidStrongPassword: 'The password must be at least 8 characters and contain at least one number.',
  invalidText: 'Please use only letters, numbers, spaces and . , & - (at most 50 characters).',
  textTooLong: 'The text is too long.',
  invalidFullName: 'Please enter a first and last name (at most 60 characters).',
  invalidWebsite: 'The website must start with http:// or https://',
  // A tax-exempt organisation's receipts acknowledge gifts under its EIN (decision 137).
  invalidEin: 'Please enter the EIN as nine digits, for example 12-3456789.',
  einRequired: "A tax-exempt organization needs its EIN on its donors' receipts.",
} as const;

/** The one catalogue every layer reads its user-facing texts from. */
export const messages = { ...specMessages, ...productMessages } as const;
