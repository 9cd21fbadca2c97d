import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findOpenHouse } from '../open-houses/repository';
import { openHouseCalendar } from '../open-houses/calendar';
import type { OpenHouseMailEvent } from './notifier';
import { callsOff, openHouseMail } from './open-house-templates';
import { recipientLocale, type Letter, type Site } from './templates';

/**
 * The e-mails of an open house to those of `userIds` who said they come, each in their own
 * language with the calendar file in it (CONTRACT.md section 13). Read in the caller's
 * transaction: a cancellation's before the open house is deleted.
 */
export async function openHouseLetters(
  db: Database,
  site: Site,
  event: { openHouseId: string; userIds: string[]; event: OpenHouseMailEvent },
): Promise<Letter[]> {
  if (event.userIds.length === 0) return [];
  const openHouse = await findOpenHouse(db, event.openHouseId);
  if (!openHouse) return [];
  const people = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, event.userIds));
  return people.map((person) => {
    const locale = recipientLocale(site, person.locale);
    const offered = [site.defaultLocale ?? locale, locale];
    return openHouseMail(
      site,
      {
        ...openHouse,
        event: event.event,
        to: { name: person.name, email: person.email },
        calendar: openHouseCalendar(
          openHouse,
          site.publicUrl,
          { locale, offered },
          callsOff(event.event),
        ),
      },
      locale,
    );
  });
}
