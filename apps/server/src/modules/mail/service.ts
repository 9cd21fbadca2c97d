import type { Database } from '../../db/client';
import type { Notifier } from './notifier';
import * as repo from './repository';
import { DIGEST_MAX_LISTINGS } from '@elite/shared';
import { translate } from '../../lib/i18n';
import { digestMail, instantAlertMail, type AlertListing, type AlertSite } from './alert-templates';
import { agentNoticeMail } from './agent-notice-templates';
import { emailVerificationMail, passwordResetMail, signInCodeMail } from './account-templates';
import { applicationMail, letMails } from './let-templates';
import { openHouseLetters } from './open-house-mail';
import { listingReportLetters } from './listing-report-mail';
import {
  messageMail,
  offerMail,
  saleMails,
  viewingMail,
  viewingToAgent,
  type Letter,
  type Person,
  recipientLocale,
} from './templates';

/**
 * The notifier the services call inside their transactions: reads what each e-mail needs in
 * that transaction and queues it there, so the e-mail exists exactly when the event does.
 * `queued` hears of each queued e-mail (the worker is woken once the request is answered).
 */
/** Signs the unsubscribe link of an alert e-mail for these saved searches. */
export type SignUnsubscribe = (savedSearchIds: string[]) => Promise<string>;

type AlertFacts = Awaited<ReturnType<typeof repo.findAlertMailFacts>>[number];

function alertListing(facts: AlertFacts): AlertListing {
  return {
    ...facts,
    price: Number(facts.price),
    oldPrice: facts.oldPrice === null ? null : Number(facts.oldPrice),
    bathrooms: facts.bathrooms === null ? null : Number(facts.bathrooms),
  };
}

export function createOutboxNotifier(
  site: AlertSite,
  queued: () => void,
  signUnsubscribe: SignUnsubscribe,
): Notifier {
  /** The language of the account `to` is (the site's default when it has none). */
  const accountLocale = async (db: Database, to: Person) =>
    recipientLocale(site, await repo.findAccountLocale(db, to.email));
  const queue = async (db: Database, letters: Letter[]) => {
    const addressed = letters.filter((letter) => letter.toEmail !== '');
    if (addressed.length === 0) return;
    await repo.insertMail(db, addressed);
    queued();
  };

  return {
    async message(db, { conversationId, senderId }) {
      const facts = await repo.findMessageMailFacts(db, conversationId, senderId);
      if (!facts) return;
      const fromBuyer = senderId === facts.buyerId;
      const recipientId = fromBuyer ? facts.agentId : facts.buyerId;
      if (!(await repo.claimMessageMail(db, conversationId, recipientId))) return;
      const sender = fromBuyer ? facts.buyer : facts.agent;
      const recipient = fromBuyer ? facts.agent : facts.buyer;
      const locale = recipientLocale(site, fromBuyer ? facts.agentLocale : facts.buyerLocale);
      await queue(db, [
        messageMail(
          site,
          { conversationId, title: facts.title, sender: sender.name, recipient, body: facts.body },
          locale,
        ),
      ]);
    },

    async conversationRead(db, { conversationId, readerId }) {
      await repo.clearMessageMail(db, conversationId, readerId);
    },

    async viewing(db, { viewingId, event }) {
      const facts = await repo.findViewingMailFacts(db, viewingId);
      if (!facts) return;
      const { buyerLocale, agentLocale, ...mail } = facts;
      const locale = recipientLocale(site, viewingToAgent(event) ? agentLocale : buyerLocale);
      await queue(db, [viewingMail(site, { event, ...mail }, locale)]);
    },

    async openHouse(db, event) {
      await queue(db, await openHouseLetters(db, site, event));
    },

    async offer(db, { offerId, event }) {
      const facts = await repo.findOfferMailFacts(db, offerId);
      if (!facts) return;
      // A listing whose agent account is gone has nobody to tell of a new offer.
      if (event === 'made' && (facts.agentEmail === null || facts.agentName === null)) return;
      const locale = recipientLocale(
        site,
        event === 'made' ? facts.agentLocale : facts.buyerLocale,
      );
      const agentName = facts.agentName ?? translate(locale, 'mail.offer.someAgent');
      const { rentPeriod, moveIn, termMonths } = facts;
      if (rentPeriod !== null && moveIn !== null && termMonths !== null) {
        // An application to rent (CONTRACT.md section 12): the renter's words.
        const terms = { rent: Number(facts.price), rentPeriod, moveIn, termMonths };
        await queue(db, [
          applicationMail(
            site,
            {
              ...terms,
              event,
              title: facts.title,
              message: facts.message,
              renter: facts.buyer,
              agent: { name: agentName, email: facts.agentEmail ?? '' },
            },
            locale,
          ),
        ]);
        return;
      }
      await queue(db, [
        offerMail(
          site,
          {
            event,
            title: facts.title,
            price: Number(facts.price),
            buyer: facts.buyer,
            agent: { name: agentName, email: facts.agentEmail ?? '' },
          },
          locale,
        ),
      ]);
    },

    async sale(db, { saleId }) {
      const facts = await repo.findSaleMailFacts(db, saleId);
      if (!facts) return;
      const { rentPeriod, moveIn, termMonths } = facts;
      if (rentPeriod !== null && moveIn !== null && termMonths !== null) {
        // A let agreed (CONTRACT.md section 12): the holding deposit was paid.
        await queue(
          db,
          letMails(
            site,
            {
              title: facts.title,
              rent: Number(facts.price),
              rentPeriod,
              moveIn,
              termMonths,
              amountPaid: Number(facts.amountPaid),
              renter: { name: facts.buyerName, email: facts.buyerEmail },
              agent: facts.agentEmail
                ? { name: facts.agentName, email: facts.agentEmail }
                : undefined,
            },
            {
              renter: recipientLocale(site, facts.buyerLocale),
              agent: recipientLocale(site, facts.agentLocale),
            },
          ),
        );
        return;
      }
      await queue(
        db,
        saleMails(
          site,
          {
            title: facts.title,
            price: Number(facts.price),
            amountPaid: Number(facts.amountPaid),
            buyer: { name: facts.buyerName, email: facts.buyerEmail },
            agent: facts.agentEmail
              ? { name: facts.agentName, email: facts.agentEmail }
              : undefined,
          },
          {
            buyer: recipientLocale(site, facts.buyerLocale),
            agent: recipientLocale(site, facts.agentLocale),
          },
        ),
      );
    },

    async listingAlerts(db, { notificationIds }) {
      const letters: Letter[] = [];
      for (const facts of await repo.findAlertMailFacts(db, notificationIds)) {
        letters.push(
          instantAlertMail(
            site,
            {
              to: { name: facts.toName, email: facts.toEmail },
              listing: alertListing(facts),
              // The link turns off every search the listing matched (a row from before 0018: one).
              unsubscribeToken: await signUnsubscribe(
                facts.savedSearchIds.length > 0 ? facts.savedSearchIds : [facts.savedSearchId],
              ),
              searchNames: facts.searchNames.length > 0 ? facts.searchNames : [facts.searchName],
            },
            recipientLocale(site, facts.toLocale),
          ),
        );
      }
      await queue(db, letters);
    },

    async emailVerification(db, { to, token }) {
      const locale = await accountLocale(db, to);
      await queue(db, [emailVerificationMail(site, { to, token }, locale)]);
    },

    async passwordReset(db, { to, token }) {
      const locale = await accountLocale(db, to);
      await queue(db, [passwordResetMail(site, { to, token }, locale)]);
    },

    async signInCode(db, { to, code }) {
      const locale = await accountLocale(db, to);
      await queue(db, [signInCodeMail(site, { to, code }, locale)]);
    },

    async agentNotice(db, { notificationId }) {
      const facts = await repo.findAgentNoticeMailFacts(db, notificationId);
      if (!facts) return;
      await queue(db, [
        agentNoticeMail(
          site,
          {
            kind: facts.kind,
            to: { name: facts.toName, email: facts.toEmail },
            listing:
              facts.propertyId && facts.title !== null
                ? { id: facts.propertyId, title: facts.title }
                : null,
            changeRejected: facts.kind === 'listing_rejected' && facts.status === 'verified',
          },
          recipientLocale(site, facts.toLocale),
        ),
      ]);
    },

    async listingReportResolved(db, { reportId }) {
      await queue(db, await listingReportLetters(db, site, reportId));
    },

    async digest(db, { notificationIds }) {
      const all = await repo.findAlertMailFacts(db, notificationIds);
      const first = all[0];
      if (!first) return;
      const searches = new Map(all.map((f) => [f.savedSearchId, f.searchName]));
      await queue(db, [
        digestMail(
          site,
          {
            to: { name: first.toName, email: first.toEmail },
            listings: all.slice(0, DIGEST_MAX_LISTINGS).map(alertListing),
            total: all.length,
            unsubscribeToken: await signUnsubscribe([...searches.keys()]),
            searchNames: [...searches.values()],
          },
          recipientLocale(site, first.toLocale),
        ),
      ]);
    },
  };
}

/**
 * Takes up to `limit` due e-mails for this worker: locked with SKIP LOCKED (another worker
 * takes others, never these) and leased for `leaseMs` in one short transaction, so they are
 * sent outside any transaction and, should this process die, become due again after the lease.
 */
export function claimDueMail(db: Database, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const rows = await repo.lockDueMail(tx, limit);
    await repo.leaseMail(
      tx,
      rows.map((row) => row.id),
      leaseMs,
    );
    return rows;
  });
}

export const markMailSent = repo.markMailSent;
export const markMailFailed = repo.markMailFailed;
export type OutboxRow = repo.OutboxRow;
