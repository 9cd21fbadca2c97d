import type { OperationTable } from './operation-types';

/** Reviews, advertising, the newsletter, conversations and viewings. */
export const communityOperations: OperationTable = {
  'GET /api/allReviews': [
    'listLatestReviews',
    'Latest reviews',
    'The most recent reviews of verified listings, for the home page.',
  ],
  'GET /api/allReview': [
    'listAllReviews',
    'List every review',
    'Every review, for an admin’s moderation.',
  ],
  'GET /api/reviews/{propertyId}': [
    'listPropertyReviews',
    'Reviews of a listing',
    'The reviews of one listing, newest first.',
  ],
  'POST /api/review': [
    'addReview',
    'Review a listing',
    'A signed-in user writes a review of a verified listing.',
    { extra: [404], forbidden: true },
  ],
  'GET /api/myReview/{email}': [
    'listMyReviewsLegacy',
    'List a user’s reviews (old path)',
    'Kept for SPEC.md’s client. The segment is the reviewer’s e-mail; use `GET /api/reviewsBy/{email}`.',
    { replacedBy: 'listReviewsBy' },
  ],
  'GET /api/reviewsBy/{email}': [
    'listReviewsBy',
    'List a user’s reviews',
    'The reviews a user wrote: the caller’s own, or anyone’s for an admin.',
  ],
  'DELETE /api/myReview/{id}': [
    'deleteReview',
    'Delete a review',
    'Its author (or an admin) deletes a review.',
    { forbidden: true },
  ],
  'GET /api/advertiseProperty': [
    'listAdvertisedProperties',
    'Advertised listings',
    'The verified listings an admin chose for the home page.',
  ],
  'POST /api/advertiseProperty': [
    'advertiseProperty',
    'Advertise a listing',
    'An admin puts a verified listing on the home page, once.',
    { extra: [404], conflict: true },
  ],
  'DELETE /api/advertiseProperty/{propertyId}': [
    'stopAdvertisingProperty',
    'Stop advertising a listing',
    'An admin takes a listing off the home page.',
  ],
  'POST /api/newsletter': [
    'subscribeToNewsletter',
    'Subscribe to the newsletter',
    'Anyone leaves a name and e-mail for the newsletter; subscribing twice is not an error.',
  ],
  'POST /api/conversations': [
    'startConversation',
    'Write to a listing’s agent',
    'A buyer starts (or continues) the conversation about a listing with its agent. 30 messages per 10 minutes per account.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'GET /api/conversations': [
    'listConversations',
    'List my conversations',
    'The caller’s conversations, newest activity first, with their unread counts.',
  ],
  'GET /api/conversations/unread': [
    'countUnreadMessages',
    'Count my unread messages',
    'The number of messages to the caller not read yet, for the badge.',
  ],
  'GET /api/conversations/{id}/messages': [
    'listConversationMessages',
    'Read a conversation',
    'The messages of one conversation of the caller; reading marks them read.',
    { forbidden: true },
  ],
  'POST /api/conversations/{id}/messages': [
    'replyToConversation',
    'Reply in a conversation',
    'A participant writes in a conversation, unless the other has blocked them.',
    { forbidden: true, conflict: true },
  ],
  'POST /api/conversations/{id}/block': [
    'blockConversation',
    'Block or unblock the other participant',
    'A participant stops (or allows again) messages from the other in this conversation.',
    { forbidden: true },
  ],
  'POST /api/conversations/{id}/report': [
    'reportConversation',
    'Report a conversation',
    'A participant reports a conversation to the admins.',
    { forbidden: true, conflict: true },
  ],
  'GET /api/admin/conversations': [
    'listReportedConversations',
    'List reported conversations',
    'The reported conversations with their messages, for an admin.',
  ],
  'POST /api/viewings': [
    'requestViewing',
    'Ask for a viewing',
    'A buyer asks the agent for a viewing of a verified listing at a time. 10 requests an hour per account.',
    { extra: [404], forbidden: true, conflict: true },
  ],
  'GET /api/viewings': [
    'listViewings',
    'List my viewings',
    'The viewings the caller asked for or was asked for, soonest first.',
  ],
  'PATCH /api/viewings/{id}': [
    'answerViewing',
    'Confirm, decline or cancel a viewing',
    'The agent confirms or declines a requested viewing; either participant cancels one.',
    { forbidden: true, conflict: true },
  ],
  'GET /api/viewings/{id}/calendar.ics': [
    'getViewingCalendarEvent',
    'A viewing as a calendar event',
    'An iCalendar file of a confirmed viewing, for a participant’s calendar.',
    { forbidden: true, conflict: true },
  ],
};
