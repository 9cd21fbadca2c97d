import sharp from 'sharp';
import { uniqueEmail } from '../factories';
import { multipart } from '../images';
import { adminOnly, everyone, get, signedIn, statuses, type Row } from './rows';

/** Reviews, the newsletter and images. */
export const contentRows: Record<string, Row> = {
  // Reviews
  'GET /api/allReviews': { expected: everyone(200), request: () => get('/api/allReviews') },
  'GET /api/allReview': { expected: adminOnly(200), request: () => get('/api/allReview') },
  'GET /api/reviews/{propertyId}': {
    expected: everyone(200),
    request: (w) => get(`/api/reviews/${w.property}`),
  },
  'POST /api/review': {
    // One review per person and listing (a fresh one each call); never the listing's own agent.
    expected: statuses(401, 201, 403, 201, 201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/review',
      payload: { property_id: await w.newListing(), review_description: 'Lovely light.' },
    }),
  },
  // The old read by e-mail, deprecated; the document lists it under `/api/myReview/{id}`.
  'GET /api/myReview/{id}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/myReview/${w.accounts.user.email}`),
  },
  'GET /api/reviewsBy/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/reviewsBy/${w.accounts.user.email}`),
  },
  'DELETE /api/myReview/{id}': {
    // The reviewer deletes their own review; an admin any review.
    expected: statuses(401, 200, 403, 403, 200),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: w.accounts.user.auth,
        payload: { property_id: await w.newListing(), review_description: 'To be deleted.' },
      });
      return { method: 'DELETE', url: `/api/myReview/${res.json().insertedId}` };
    },
  },

  // Newsletter and images
  'POST /api/newsletter': {
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: uniqueEmail('news') },
    }),
  },
  'POST /api/images': {
    expected: signedIn(201),
    request: async () => {
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#884422' },
      })
        .png()
        .toBuffer();
      const body = await multipart(
        {},
        { image: { bytes, filename: 'a.png', contentType: 'image/png' } },
      );
      return { method: 'POST', url: '/api/images', headers: body.headers, payload: body.payload };
    },
  },
  'GET /images/{name}': {
    expected: everyone(200),
    request: async (w) => {
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#224488' },
      })
        .png()
        .toBuffer();
      const body = await multipart(
        {},
        { image: { bytes, filename: 'b.png', contentType: 'image/png' } },
      );
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...w.accounts.user.auth, ...body.headers },
        payload: body.payload,
      });
      return get(res.json().data.display_url);
    },
  },
};
