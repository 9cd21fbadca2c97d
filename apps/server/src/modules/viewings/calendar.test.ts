import { describe, expect, it } from 'vitest';
import { viewingCalendar } from './calendar';
import type { ViewingRow } from './repository';

const viewing: ViewingRow = {
  id: 'v1',
  propertyId: 'p1',
  title: 'Harbour loft',
  location: 'Lisbon',
  latitude: null,
  longitude: null,
  startAt: new Date('2026-12-03T15:00:00Z'),
  startOffsetMinutes: 0,
  status: 'confirmed',
  note: '',
  buyerId: 'b1',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  agentId: 'a1',
  agentName: 'Ada Agent',
  agentEmail: 'ada@example.com',
};

/** The event's lines, unfolded. */
const linesOf = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

describe('a viewing’s calendar file in the caller’s locale', () => {
  it('is English with the default locale’s link by default', () => {
    const lines = linesOf(viewingCalendar(viewing, 'https://homes.example'));
    expect(lines).toContain('SUMMARY:Viewing: Harbour loft');
    expect(lines).toContain('DESCRIPTION:Listing: https://homes.example/property/p1');
  });

  it('says its words in German and links to the German page', () => {
    const lines = linesOf(
      viewingCalendar(viewing, 'https://homes.example', { locale: 'de', offered: ['en', 'de'] }),
    );
    expect(lines).toContain('SUMMARY:Besichtigung: Harbour loft');
    expect(lines).toContain('DESCRIPTION:Inserat: https://homes.example/de/property/p1');
  });

  it('writes Arabic as UTF-8 text', () => {
    const text = viewingCalendar(viewing, 'https://homes.example', {
      locale: 'ar',
      offered: ['ar', 'en'],
    });
    expect(linesOf(text)).toContain('SUMMARY:معاينة: Harbour loft');
    // Arabic is the site's default here: its pages have no prefix.
    expect(linesOf(text)).toContain('DESCRIPTION:الإعلان: https://homes.example/property/p1');
  });
});
