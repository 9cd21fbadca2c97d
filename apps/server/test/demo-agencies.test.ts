import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { agentReviews } from '../src/db/schema';
import { hasDealtWith } from '../src/modules/agent-reviews/repository';
import { seedDemoData } from '../src/demo/seed';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-demo-agencies-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  'demo agencies and agent reviews',
  (ctx) => {
    it('two agencies with their agents, whose pages show a rating from buyers they dealt with', async () => {
      const { app, db } = ctx();
      expect(await seedDemoData({ db, images: app.imageStorage })).toBe(true);
      await app.publicDataChanged();

      const agencies = (await app.inject({ url: '/api/agencies' })).json() as {
        name: string;
        phone: string;
        website: string;
        agents: { _id: string }[];
      }[];
      expect(agencies).toHaveLength(2);
      for (const agency of agencies) {
        expect(agency.agents.length).toBeGreaterThanOrEqual(2);
        expect(agency.phone).toBeTruthy();
        expect(agency.website).toMatch(/^https:/);
      }
      const rated = [];
      for (const { _id } of agencies.flatMap((agency) => agency.agents)) {
        const agent = (await app.inject({ url: `/api/agents/${_id}` })).json();
        expect(agent.bio).toBeTruthy();
        expect(agent.phone).toBeTruthy();
        expect(agent.languages.length).toBeGreaterThan(0);
        if (agent.reviews_count > 0) {
          rated.push(agent);
          expect(agent.rating).toBeGreaterThanOrEqual(1);
          expect(agent.rating).toBeLessThanOrEqual(5);
          const reviews = await app.inject({ url: `/api/agents/${_id}/reviews` });
          expect(reviews.headers['x-total-count']).toBe(String(agent.reviews_count));
        }
      }
      expect(rated.length).toBeGreaterThanOrEqual(3);
      // Every reviewer really had a viewing confirmed or an offer answered by that agent.
      for (const review of await db.select().from(agentReviews)) {
        expect(await hasDealtWith(db, review.agentId, review.reviewerId)).toBe(true);
      }
    }, 180_000);
  },
  { DATA_DIR: dataDir },
);
