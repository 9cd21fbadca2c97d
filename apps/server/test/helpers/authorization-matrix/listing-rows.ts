import { adminOnly, everyone, get, statuses, type Row } from './rows';

/** Listings, their moderation, and advertising. */
export const listingRows: Record<string, Row> = {
  // Properties and moderation
  'GET /api/property': { expected: everyone(200), request: () => get('/api/property') },
  'GET /api/property/map': { expected: everyone(200), request: () => get('/api/property/map') },
  'GET /api/property/{id}': {
    // A pending listing: only its agent and admins see it.
    expected: statuses(404, 404, 200, 404, 200),
    request: (w) => get(`/api/property/${w.pendingProperty}`),
  },
  'POST /api/property': {
    expected: statuses(401, 403, 201, 201, 403),
    request: () => ({
      method: 'POST',
      url: '/api/property',
      payload: {
        property_title: 'Matrix house',
        location: 'Denver',
        property_image: 'https://example.com/m.jpg',
        price_range: { min: 1000, max: 2000 },
      },
    }),
  },
  'PUT /api/property/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/property/${await w.newListing()}`,
      payload: {
        property_title: 'Renamed',
        location: 'Denver',
        property_image: 'https://example.com/m.jpg',
        price_range: { min: 1000, max: 2000 },
      },
    }),
  },
  'PATCH /api/property/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/property/${await w.newListing('pending')}`,
      payload: { status: 'verified' },
    }),
  },
  'DELETE /api/property/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => ({ method: 'DELETE', url: `/api/property/${await w.newListing()}` }),
  },
  'GET /api/allProperty': { expected: adminOnly(200), request: () => get('/api/allProperty') },
  'GET /api/myAddedProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/myAddedProperty/${w.accounts.ownerAgent.email}`),
  },

  // The offline map's places (a gazetteer for every visitor)
  'GET /api/places': {
    expected: everyone(200),
    request: () => get('/api/places?bbox=-10,36.8,-6,42.2&zoom=5'),
  },
  'GET /api/places/search': {
    expected: everyone(200),
    request: () => get('/api/places/search?q=Lisbon'),
  },

  // Advertising
  'GET /api/advertiseProperty': {
    expected: everyone(200),
    request: () => get('/api/advertiseProperty'),
  },
  'POST /api/advertiseProperty': {
    expected: adminOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/advertiseProperty',
      payload: { property_id: await w.newListing() },
    }),
  },

  'DELETE /api/advertiseProperty/{propertyId}': {
    expected: adminOnly(200),
    request: async (w) => {
      const id = await w.newListing();
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/advertiseProperty',
        headers: w.accounts.admin.auth,
        payload: { property_id: id },
      });
      return { method: 'DELETE', url: `/api/advertiseProperty/${id}` };
    },
  },
};
