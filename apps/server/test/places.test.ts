import { expect, it } from 'vitest';
import type { Place } from '@elite/shared';
import { describeEachDatabase } from './helpers/test-app';

/** Issue 36 item 14: the offline gazetteer behind the maps' own basemap and the pin map. */
describeEachDatabase('places', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const names = (places: Place[]) => places.map((place) => place.name);

  it('labels the largest towns in view, apart from each other, more of them closer up', async () => {
    // Portugal and a bit of Spain.
    const far = await get('/api/places?bbox=-10,36.8,-6,42.2&zoom=5');
    expect(far.statusCode).toBe(200);
    expect(far.headers['content-type']).toMatch(/^application\/json/);
    const farPlaces = far.json().places as Place[];
    expect(names(farPlaces)).toContain('Lisbon');
    expect(names(farPlaces)).toContain('Porto');
    const lisbon = farPlaces.find((place) => place.name === 'Lisbon')!;
    expect(lisbon).toMatchObject({ country: 'PT' });
    expect(lisbon.latitude).toBeCloseTo(38.72, 1);
    expect(lisbon.longitude).toBeCloseTo(-9.13, 1);
    for (const place of farPlaces) {
      expect(place.longitude).toBeGreaterThanOrEqual(-10);
      expect(place.longitude).toBeLessThanOrEqual(-6);
    }
    // Largest first.
    const populations = farPlaces.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));

    // Around Lisbon at a street's zoom: the suburbs too, which overlapped Lisbon from afar.
    const near = (await get('/api/places?bbox=-9.3,38.65,-9.0,38.8&zoom=11')).json()
      .places as Place[];
    expect(names(near)).toContain('Lisbon');
    expect(near.length).toBeGreaterThan(names(farPlaces).filter((n) => n === 'Lisbon').length);
    expect(near.some((place) => place.name !== 'Lisbon' && place.population < 200_000)).toBe(true);
  });

  it('takes a view across the antimeridian (west above east)', async () => {
    // Fiji and Samoa lie on either side of 180°.
    const res = await get('/api/places?bbox=170,-25,-170,-10&zoom=7');
    expect(res.statusCode).toBe(200);
    const places = res.json().places as Place[];
    expect(names(places)).toContain('Suva');
    for (const place of places) {
      expect(place.longitude >= 170 || place.longitude <= -170).toBe(true);
    }
  });

  it('finds the town a typed location names, the country deciding between namesakes', async () => {
    const lisbon = (await get('/api/places/search?q=Lisbon%2C%20Portugal')).json()
      .places as Place[];
    expect(lisbon[0]).toMatchObject({ name: 'Lisbon', country: 'PT' });

    // Seattle, the one in Washington; the first part naming no town is passed over.
    const seattle = (
      await get('/api/places/search?q=' + encodeURIComponent('12 Pike St, Seattle, WA'))
    ).json().places as Place[];
    expect(seattle[0]).toMatchObject({ name: 'Seattle', country: 'US' });
    expect(seattle[0]!.latitude).toBeCloseTo(47.6, 1);

    // Namesakes: the country named wins over the larger town elsewhere.
    const [londonUk] = (await get('/api/places/search?q=London')).json().places as Place[];
    expect(londonUk).toMatchObject({ name: 'London', country: 'GB' });
    const [londonCa] = (await get('/api/places/search?q=London%2C%20Canada')).json()
      .places as Place[];
    expect(londonCa).toMatchObject({ name: 'London', country: 'CA' });

    // Any case, accents or none; a name begun.
    const [saoPaulo] = (await get('/api/places/search?q=sao%20paulo')).json().places as Place[];
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', country: 'BR' });
    const begun = (await get('/api/places/search?q=Amsterd')).json().places as Place[];
    expect(begun[0]).toMatchObject({ name: 'Amsterdam' });

    const none = await get('/api/places/search?q=Qwxzzy');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ places: [] });
  });

  it('refuses a bad view or query with a 400 {message}', async () => {
    for (const url of [
      '/api/places',
      '/api/places?zoom=5',
      '/api/places?bbox=1,2,3&zoom=5',
      '/api/places?bbox=a,b,c,d&zoom=5',
      '/api/places?bbox=-200,0,10,10&zoom=5',
      '/api/places?bbox=0,20,10,10&zoom=5',
      '/api/places?bbox=0,0,10,10&zoom=40',
      '/api/places?bbox=0,0,10,10&zoom=x',
      `/api/places?bbox=${'1'.repeat(20_000)}x&zoom=5`,
      '/api/places/search',
      '/api/places/search?q=',
      `/api/places/search?q=${'a'.repeat(300)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message, url).toBe('string');
    }
  });
});
