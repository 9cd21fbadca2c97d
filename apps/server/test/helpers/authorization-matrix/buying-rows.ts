import { everyone, get, signedIn, statuses, type Row } from './rows';

/** Wishlist, offers, payments and sales. */
export const buyingRows: Record<string, Row> = {
  // Wishlist
  'POST /api/property/wishlist': {
    // The owner agent's own listing is a rule refusal (409), not a permission one.
    expected: statuses(401, 201, 409, 201, 201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/property/wishlist',
      payload: { wish_property_id: await w.newListing() },
    }),
  },
  'GET /api/property/wishList/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/property/wishList/${w.accounts.user.email}`),
  },
  'DELETE /api/property/wishlist/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/property/wishlist',
        headers: w.accounts.user.auth,
        payload: { wish_property_id: await w.newListing() },
      });
      return { method: 'DELETE', url: `/api/property/wishlist/${res.json().insertedId}` };
    },
  },
  'GET /api/offerProperty/wishList/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: (w) => get(`/api/offerProperty/wishList/${w.wishlistEntry}`),
  },

  // Offers
  'POST /api/propertyOffer': {
    expected: statuses(401, 201, 409, 201, 201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/propertyOffer',
      payload: { offer_property_id: await w.newListing(), offered_price: 150_000 },
    }),
  },
  'GET /api/propertyOffer/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/propertyOffer/${w.accounts.user.email}`),
  },
  'GET /api/propertyOffer/payable/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: (w) => get(`/api/propertyOffer/payable/${w.offer}`),
  },
  'GET /api/requestedProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/requestedProperty/${w.accounts.ownerAgent.email}`),
  },
  'PATCH /api/requestProperty/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: w.accounts.user.auth,
        payload: { offer_property_id: await w.newListing(), offered_price: 150_000 },
      });
      return {
        method: 'PATCH',
        url: `/api/requestProperty/${res.json().insertedId}`,
        payload: { status: 'rejected' },
      };
    },
  },

  // Sales
  'GET /api/mySoldProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/mySoldProperty/${w.accounts.ownerAgent.email}`),
  },
  'GET /api/totalAmount/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/totalAmount/${w.accounts.ownerAgent.email}`),
  },
  'POST /api/create-payment-intent': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { offerId: await w.acceptedOffer() },
    }),
  },
  'POST /api/payments/sandbox/confirm': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => ({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: (await w.paymentIntent(await w.acceptedOffer())).clientSecret,
        cardNumber: '4242 4242 4242 4242',
        exp: '12/40',
        cvc: '123',
      },
    }),
  },
  'POST /api/payments/stripe/webhook': {
    // Stripe is not enabled in this suite; its signature, not a token, guards the route.
    expected: everyone(404),
    request: () => ({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    }),
  },
  'POST /api/soldProperty': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const paid = await w.paidOffer();
      return { method: 'POST', url: '/api/soldProperty', payload: paid };
    },
  },
  'PATCH /api/soldProperty/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const paid = await w.paidOffer();
      return {
        method: 'PATCH',
        url: `/api/soldProperty/${paid.offerId}`,
        payload: { status: 'bought', transactionId: paid.transactionId },
      };
    },
  },
  'DELETE /api/soldProperty/{id}': {
    // Each caller removes only their own wishlist entry for the property.
    expected: signedIn(200),
    request: (w) => ({ method: 'DELETE', url: `/api/soldProperty/${w.property}` }),
  },
};
