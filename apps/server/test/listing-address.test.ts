import { expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';

/*
 * A listing's structured address and translations (CONTRACT.md section 11): optional parts
 * every answer carries, the location search matching the city and the postal code, the
 * listing's own language (the site's default unless said) and translations only into the other
 * locales the site offers. A bad value is a 400 naming the field, and changes nothing.
 */
const address = {
  street: 'Calle Betis 12',
  postal_code: '41010',
  city: 'Sevilla',
  region: 'Andalucía',
  country: 'es',
};

describeEachDatabase(
  'listing address and translations',
  (ctx) => {
    const { inject, account, addListing, verify } = propertyCalls(ctx);

    async function get(id: string): Promise<Property> {
      const res = await inject({ method: 'GET', url: `/api/property/${id}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    }

    async function search(location: string): Promise<string[]> {
      const res = await inject({
        method: 'GET',
        url: `/api/property?location=${encodeURIComponent(location)}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as Property[]).map((p) => p._id);
    }

    it('answers the address as sent (the country upper-cased), written in the site default language', async () => {
      const agent = await account('agent');
      const admin = await account('admin');
      const id = await addListing(agent, {
        location: 'Triana',
        ...address,
        translations: { en: { property_title: 'Patio house', description: 'Bright.' } },
      });
      await verify(admin, id);
      expect(await get(id)).toMatchObject({
        location: 'Triana',
        street: 'Calle Betis 12',
        postal_code: '41010',
        city: 'Sevilla',
        region: 'Andalucía',
        country: 'ES',
        language: 'es',
        translations: { en: { property_title: 'Patio house', description: 'Bright.' } },
      });

      // The location search matches the city and the postal code, not only `location`.
      expect(await search('sevilla')).toContain(id);
      expect(await search('41010')).toContain(id);
      expect(await search('triana')).toContain(id);
      expect(await search('41011')).not.toContain(id);

      // A listing without an address carries every part as null, in the default language.
      const plain = await addListing(agent);
      await verify(admin, plain);
      expect(await get(plain)).toMatchObject({
        street: null,
        postal_code: null,
        city: null,
        region: null,
        country: null,
        language: 'es',
        translations: {},
      });
    });

    it('keeps a part left out of an update, clears one sent as null, and searches the new city', async () => {
      const agent = await account('agent');
      const admin = await account('admin');
      const id = await addListing(agent, { location: 'Centro', ...address, city: 'Córdoba' });
      const put = (body: Record<string, unknown>) =>
        inject({
          method: 'PUT',
          url: `/api/property/${id}`,
          headers: agent.auth,
          payload: {
            property_title: 'Sunny loft',
            location: 'Centro',
            property_image: 'https://example.com/loft.jpg',
            price_range: { min: 100000, max: 150000 },
            ...body,
          },
        });
      expect((await put({ street: null, city: 'Málaga' })).statusCode).toBe(200);
      await verify(admin, id);
      expect(await get(id)).toMatchObject({ street: null, city: 'Málaga', postal_code: '41010' });
      expect(await search('málaga')).toContain(id);
      expect(await search('córdoba')).not.toContain(id);
    });

    it('refuses a bad part, a language or translation the site does not offer, naming the field', async () => {
      const agent = await account('agent');
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ country: 'ZZ' }, /^country: /],
        [{ country: 'Spain' }, /^country: /],
        [{ postal_code: '1'.repeat(21) }, /^postal_code: /],
        [{ street: 42 }, /^street: /],
        [{ language: 'de' }, /^language: /],
        [{ language: 'xx' }, /^language: /],
        [{ translations: { de: { property_title: 'Haus' } } }, /^translations\.de: /],
        [{ translations: { es: { property_title: 'Casa' } } }, /^translations\.es: /],
        [{ translations: { en: { title: 'House' } } }, /^translations\.en/],
      ];
      for (const [body, message] of cases) {
        const res = await inject({
          method: 'POST',
          url: '/api/property',
          headers: agent.auth,
          payload: {
            property_title: 'Refused',
            location: 'Nowhere',
            property_image: 'https://example.com/a.jpg',
            price_range: { min: 1, max: 2 },
            ...body,
          },
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toMatch(message);
      }
      const mine = await inject({
        method: 'GET',
        url: `/api/myAddedProperty/${encodeURIComponent(agent.email)}`,
        headers: agent.auth,
      });
      expect(mine.statusCode).toBe(200);
      expect(JSON.stringify(mine.json())).not.toContain('Refused');
    });
  },
  { SITE_LOCALES: 'es,en,fr' },
);
