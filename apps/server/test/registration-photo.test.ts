import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { GOOD_PASSWORD, uniqueEmail } from './helpers/factories';
import {
  displayUrlPattern,
  makeImage,
  multipart,
  storedFiles,
  temporaryDataDir,
} from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = temporaryDataDir('register-photo');
afterAll(dataDir.remove);

describeEachDatabase(
  'registration with a profile photo',
  (ctx) => {
    const app = () => ctx().app;
    const imagesDir = path.join(dataDir.dir, 'images');
    const get = (url: string) => app().inject({ method: 'GET', url });

    const register = async (fields: Record<string, string>, image?: Buffer) => {
      const body = await multipart(
        fields,
        image ? { image: { bytes: image, filename: 'me.jpg', contentType: 'image/jpeg' } } : {},
      );
      return app().inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: body.headers,
        payload: body.payload,
      });
    };

    it('takes a multipart form and stores the photo under /images/', async () => {
      const email = uniqueEmail('photo');
      const res = await register(
        { name: 'Pia Photo', email, password: GOOD_PASSWORD },
        await makeImage('jpeg', { seed: 21 }),
      );
      expect(res.statusCode).toBe(201);
      const { user, token } = res.json();
      expect(user).toMatchObject({ displayName: 'Pia Photo', email });
      expect(user.photoURL).toMatch(displayUrlPattern);

      const served = await get(user.photoURL);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const me = await app().inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().photoURL).toBe(user.photoURL);
    });

    it('takes a multipart form whose file input was left blank', async () => {
      const email = uniqueEmail('blank');
      const body = await multipart(
        { name: 'No Photo', email, password: GOOD_PASSWORD, photoURL: '' },
        { image: { bytes: Buffer.alloc(0), filename: '' } },
      );
      const res = await app().inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: body.headers,
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toEqual({
        displayName: 'No Photo',
        email,
        photoURL: null,
        emailVerified: false,
        locale: 'en',
      });
    });

    it('checks the fields as the JSON form does and stores no photo for a refused form', async () => {
      const before = storedFiles(imagesDir);
      const res = await register(
        { name: 'Weak', email: uniqueEmail(), password: 'weak' },
        await makeImage('jpeg', { seed: 22 }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(messages.passwordPolicy);
      expect(storedFiles(imagesDir)).toEqual(before);
    });

    it('refuses a photo that is not an image (415) or too large (413)', async () => {
      const fields = { name: 'Bad Photo', email: uniqueEmail(), password: GOOD_PASSWORD };
      const text = await register(fields, Buffer.from('not an image at all'));
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: messages.imageTypeNotAccepted });
      const huge = await register(fields, Buffer.alloc(6 * 1024 * 1024, 2));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: messages.imageTooLarge });
    });

    it('refuses both a photo URL and a photo file', async () => {
      const res = await register(
        {
          name: 'Both',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          photoURL: 'https://example.com/me.jpg',
        },
        await makeImage('jpeg', { seed: 23 }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.imagePhotoTwice });
    });

    it('still takes JSON with a photo URL', async () => {
      const email = uniqueEmail('json');
      const res = await app().inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Jay Son',
          email,
          password: GOOD_PASSWORD,
          photoURL: 'https://example.com/jay.jpg',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.photoURL).toBe('https://example.com/jay.jpg');
    });
  },
  { DATA_DIR: dataDir.dir },
);
