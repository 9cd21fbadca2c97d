import type { Tx } from '../db/client';
import { conversationMessages, conversations, viewings } from '../db/schema';
import type { Title } from './listings';
import { BOB, EMMA, LIAM, NOAH, OLIVIA, type DemoEmail } from './people';

// What the demo's buyers asked the agents, and the viewings they asked for.

/** [from the buyer?, text, hours ago, read by its addressee?] */
type DemoMessage = [boolean, string, number, boolean];

// prettier-ignore
const threads: [Title, DemoEmail, DemoMessage[]][] = [
  ['Modern Glass Loft', BOB, [
    [true, 'Hello, I am interested in "Modern Glass Loft". Is it still available, and when could I see it?', 30, true],
    [false, 'Hi Bob, it is! I can show it this Saturday morning or any weekday after 5 pm.', 28, true],
    [true, 'Saturday works. Is the parking space included in the price?', 3, false],
    [true, 'And are pets allowed in the building? We have a small dog.', 2, false],
  ]],
  ['Hyde Park Family Home', EMMA, [
    [true, 'Hi Alice, how old is the roof, and has the basement ever flooded?', 50, true],
    [false, 'The roof was replaced in 2019 and the basement has stayed dry: the sellers added a sump pump.\nI can send the inspection report.', 47, false],
  ]],
  ['South Congress Bungalow', NOAH, [
    [true, 'Is the seller open to a closing date in late January?', 20, true],
    [false, 'They are. Shall I put that in your offer?', 18, true],
  ]],
];

/** [listing, buyer, days ahead, local hour, UTC offset in minutes, status, note] */
// prettier-ignore
const demoViewings: [Title, DemoEmail, number, number, number, 'requested' | 'confirmed' | 'declined', string][] = [
  ['Modern Glass Loft', BOB, 4, 10, -300, 'confirmed', 'We will come with our daughter.'],
  ['Hyde Park Family Home', EMMA, 6, 17, -360, 'requested', 'After work, if possible.'],
  ['South Congress Bungalow', LIAM, 9, 11, -360, 'requested', ''],
  ['North Park Craftsman', OLIVIA, 2, 15, -480, 'declined', 'Could we see the garden too?'],
];

export interface DemoConversationContext {
  now: Date;
  accountId: (email: DemoEmail) => string;
  listingId: (title: Title) => string;
  agentIdOf: (title: Title) => string;
}

/** The demo's conversations (some unread, so the agent's count shows) and viewings. */
export async function insertDemoConversations(tx: Tx, context: DemoConversationContext) {
  const { now, accountId, listingId, agentIdOf } = context;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const rows = await tx
    .insert(conversations)
    .values(
      threads.map(([title, buyer, thread]) => ({
        propertyId: listingId(title),
        buyerId: accountId(buyer),
        agentId: agentIdOf(title),
        createdAt: hoursAgo(thread[0]![2]),
        lastMessageAt: hoursAgo(thread.at(-1)![2]),
      })),
    )
    .returning({ id: conversations.id });
  await tx.insert(conversationMessages).values(
    threads.flatMap(([title, buyer, thread], index) =>
      thread.map(([fromBuyer, body, hours, read]) => ({
        conversationId: rows[index]!.id,
        senderId: fromBuyer ? accountId(buyer) : agentIdOf(title),
        body,
        sentAt: hoursAgo(hours),
        readAt: read ? hoursAgo(hours - 1) : null,
      })),
    ),
  );

  const day = 24 * 3_600_000;
  await tx.insert(viewings).values(
    demoViewings.map(([title, buyer, daysAhead, hour, offset, status, note]) => {
      // `hour` o'clock in the listing's time zone (offset minutes from UTC), `daysAhead` days on.
      const date = new Date(now.getTime() + daysAhead * day);
      const startAt = new Date(
        Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour) -
          offset * 60_000,
      );
      return {
        propertyId: listingId(title),
        buyerId: accountId(buyer),
        agentId: agentIdOf(title),
        startAt,
        startOffsetMinutes: offset,
        note,
        status,
        createdAt: hoursAgo(26),
        updatedAt: hoursAgo(status === 'requested' ? 26 : 20),
      };
    }),
  );
}
