import type { Database } from '../../db/client';

/** Whom an e-mail is to. */
export interface Person {
  name: string;
  email: string;
}

/**
 * attending: the confirmation (with the calendar file); reminder: the day before; cancelled: by
 * the agent; sold: off because the home was sold or let.
 */
export type OpenHouseMailEvent = 'attending' | 'reminder' | 'cancelled' | 'sold';

/** `sold`: the listing was sold, so the buyer's open viewing is cancelled (to the buyer). */
export type ViewingEvent = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'sold';
export type OfferEvent = 'made' | 'accepted' | 'rejected';

/**
 * What the product tells people by e-mail (CONTRACT.md section 8). Each call runs inside the
 * transaction of the event that causes it (pass that transaction): it reads what the e-mail
 * needs and queues it in `mail_outbox`, so the e-mail exists exactly when the event does. It
 * never sends: the mail worker does, later, with retries. The routes reach it as `app.notify`.
 */
export interface Notifier {
  /** A message was added to a conversation: e-mail the other participant (throttled). */
  message(db: Database, event: { conversationId: string; senderId: string }): Promise<void>;
  /** The reader opened the conversation: their message e-mail count starts again. */
  conversationRead(
    db: Database,
    event: { conversationId: string; readerId: string },
  ): Promise<void>;
  /** requested: to the agent; confirmed, declined: to the buyer; cancelled: to the agent. */
  viewing(db: Database, event: { viewingId: string; event: ViewingEvent }): Promise<void>;
  /** To those of `userIds` who said they come: attending (with the .ics), reminder, cancelled. */
  openHouse(
    db: Database,
    event: { openHouseId: string; userIds: string[]; event: OpenHouseMailEvent },
  ): Promise<void>;
  /** made: to the agent; accepted, rejected: to the buyer. */
  offer(db: Database, event: { offerId: string; event: OfferEvent }): Promise<void>;
  /** A sale was recorded: to the buyer and to the agent. */
  sale(db: Database, event: { saleId: string }): Promise<void>;
  /** Saved searches matched a listing (CONTRACT.md section 9): one instant alert per notification. */
  listingAlerts(db: Database, event: { notificationIds: string[] }): Promise<void>;
  /** The link that proves an address (registration, or asked for again): 24 hours. */
  emailVerification(db: Database, event: { to: Person; token: string }): Promise<void>;
  /** The link that sets a new password ("Forgot password"): 1 hour. */
  passwordReset(db: Database, event: { to: Person; token: string }): Promise<void>;
  /** A code that lets a slowed-down sign-in through (15 minutes, once, one browser). */
  signInCode(db: Database, event: { to: Person; code: string }): Promise<void>;
  /** An agent's notice (a listing verified or rejected, the account marked as fraud): to the agent. */
  agentNotice(db: Database, event: { notificationId: string }): Promise<void>;
  /** An account's daily digest of these notifications (oldest first). */
  digest(db: Database, event: { userId: string; notificationIds: string[] }): Promise<void>;
  /** An admin resolved a listing report (CONTRACT.md section 16): to its reporter, with the note. */
  listingReportResolved(db: Database, event: { reportId: string }): Promise<void>;
}
