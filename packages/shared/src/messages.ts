/**
 * Every user-facing text of SPEC.md, in one place. The exact wording (typos included)
 * is part of the product, so do not "fix" these strings.
 */
export const messages = {
  passwordPolicy:
    'Password should have an Uppercase letter, a special character and at least 6 character',
  passwordNotMatching: 'Password is Not matching',
  passwordIncorrect: 'password is incorrect',
  loginSuccess: 'Log in successfully.........',
  registrationSuccess: 'Your Registration is successful.........',
  profileUpdateSaved: 'Update is saved successfully......',
  reviewThanks: 'Thanks for your review',
  propertyAdded: 'Data is added wait for admin approval',
  propertyDeleted: 'Property Is deleted',
  propertyUpdated: 'Property data is updated successfully',
  /** Beside a verified listing the agent changes (CONTRACT.md section 6, decision 047). */
  listingChangeWaits:
    'Buyers keep seeing the verified version of this listing until an admin verifies your changes.',
  /** On My Added Property, when a listing buyers already see has a change waiting. */
  listingChangesWait:
    'A listing that buyers already see stays public as last verified while your changes are pending.',
  /** On Manage Properties, when a pending listing is a change to one buyers already see. */
  listingChangesToReview:
    'A pending listing that buyers already see is a change: they keep seeing the version last verified until you verify it, and rejecting it keeps that version.',
  propertyVerified: 'This Property is Verified.....',
  propertyRejected: 'This Property is Rejected.....',
  userRoleUpdated: 'User Role is Updated!!!!!!',
  /** Mark as Fraud's toast: what happened to the agent, not SPEC.md's role-change text. */
  agentMarkedFraud: (name: string) => `${name} is marked as fraud; their listings are hidden`,
  userDeleted: 'User Is deleted!!!!!!',
  wishlistRemoved: 'Property Is deleted from wishlist',
  wishlistAdded: 'Successfully add to Wishlist',
  offerAccepted: 'This Property Request  is Accepted.....',
  offerRejected: 'This Property Request is Rejected.....',
  offerSaved: 'Your offer is saved. Wait for agent Approval',
  reviewDeleted: 'Review is deleted',
  ownProperty: 'This property os belong to you',
  priceOutOfRange: 'Price should be between range that are given',
  fraudCannotAdd: 'You cannot add property from now',
  noReviewYet: 'No Review Yet',
  /** All Property's search hint: places the demo data has public listings in. */
  searchLocationHint: 'e.g. Austin, Brooklyn, Seattle',
  filterMaxPriceCleared: 'Max price was below the min price, so it was cleared.',
  filterMinPriceCleared: 'Min price was above the max price, so it was cleared.',
  filterMaxSizeCleared: 'Max size was below the min size, so it was cleared.',
  filterMinSizeCleared: 'Min size was above the max size, so it was cleared.',
  filterPriceContradiction: 'The min price is above the max price.',
  filterSizeContradiction: 'The min size is above the max size.',
  searchOffline: 'You are offline. The homes will load when your connection is back.',
  homeSearchLabel: 'Where would you like to live?',
  notFoundTitle: '404 error',
  notFoundText: 'Page not found',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  badUrl: 'The address is not a valid URL',
  urlTooLong: 'A part of the address is too long',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseStopped: 'The service is unavailable: its database stopped. Please try again shortly.',
  socialNotConfigured: 'This sign-in is not available on this site',
  imageMissing: 'Choose an image file to upload',
  imageTooLarge: 'The image is larger than 5 MB',
  imageTypeNotAccepted: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
  imageUnreadable: 'The image file is damaged and could not be read',
  imageTooManyPixels: 'The image has too many pixels (at most 50 megapixels)',
  imageSideTooLong: 'The image is too long or too wide (at most 16384 pixels on a side)',
  imageUploadLimit: 'You have uploaded many images in a short time. Please try again later.',
  imagePhotoTwice: 'Send either a photo URL or an image file, not both',
  imageUrlInvalid:
    'Image must be an https:// URL or an image stored on this site (/images/<name>.webp)',
  nulCharacter: 'Text must not contain NUL (\\u0000) characters',
  formUnreadable: 'The form could not be read. Please send it again.',
  footerTagline:
    'Your trusted real-estate partner: we help you find, buy and sell the place you will call home.',
  heroWelcomeTitle: 'Welcome to Elite Property',
  heroDiscoverTitle: 'Discover Your Place To Live',
  heroWorldTitle: 'Beautiful Houses Around The World',
} as const;

export type MessageKey = keyof typeof messages;

/** Refusals by the product's rules (409) and other server responses shown to users. */
export const ruleMessages = {
  alreadyWishlisted: 'This property is already in your wishlist',
  alreadyOffered: 'You already have an open offer on this property',
  propertyNotAvailable: 'This property is not available',
  propertyNotPending: 'This property has already been reviewed',
  propertyCannotUpdate: 'A rejected or sold property cannot be updated',
  propertyCannotDelete: 'A sold property cannot be deleted',
  offerNotPending: 'This offer has already been answered',
  anotherOfferAccepted: 'Another offer on this property is already accepted',
  alreadyAdvertised: 'This property is already advertised',
  advertised: 'Property is advertised successfully',
  unadvertised: 'Property is taken off the home page',
  notVerified: 'Only verified properties can be advertised',
  fraudAgent: 'Your account is marked as fraud',
  fraudListingsFrozen:
    'Your account is marked as fraud: your listings are hidden from buyers and can no longer be updated or deleted',
  adminProtected: 'An admin cannot be changed or deleted',
  fraudCannotBeAdmin: 'A fraud user cannot be made admin',
  onlyAgentsFraud: 'Only agents can be marked as fraud',
  alreadyFraud: 'This agent is already marked as fraud',
  subscribed: 'Thanks for subscribing to our newsletter',
  reviewOwnListing: 'You cannot review your own listing',
  alreadyReviewed: 'You have already reviewed this home',
} as const;

/** An admin's review of a pending listing (Manage Properties and the listing's own page). */
export const moderationTexts = {
  question: (status: 'verified' | 'rejected', title: string) =>
    `${status === 'verified' ? 'Verify' : 'Reject'} “${title}”?`,
  verifyBody:
    'It goes public at once: buyers find it in All Property, can save it and make offers.',
  rejectBody:
    'The listing stays off the site and its agent can no longer update it. A rejection cannot be undone.',
  pendingTitle: 'Waiting for your review',
  pendingHint:
    'Check the photos, the description and the map below, then verify or reject this listing.',
} as const;

/** A signed-out visitor on a listing's page while listings are for members (PUBLIC_LISTINGS=0). */
export const listingSignInTexts = {
  title: 'Sign in to see this home',
  body: 'Listings are for members. Sign in or register, and you come straight back to this home.',
  signIn: 'Sign in',
  register: 'Register',
} as const;

/** A buyer's own viewing of a listing, on the listing's page. */
export const listingViewingTexts = {
  requested: (when: string) => `Viewing requested for ${when}.`,
  confirmed: (when: string) => `Viewing confirmed for ${when}.`,
  seeViewings: 'Your viewings',
} as const;

// The texts of signing in, accounts and payments: a module of their own, so that the pages a
// visitor loads first (home, All Property, a listing) do not download them (decision 011).
export * from './account-messages';
