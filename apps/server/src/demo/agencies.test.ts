import { describe, expect, it } from 'vitest';
import { agencyInputSchema, agentProfileShape, agentReviewBodySchema } from '@elite/shared';
import { z } from 'zod';
import { demoAgencies, demoAgentReviews, demoProfiles, offerAnswered } from './agencies';
import { listings } from './listings';
import { demoAccounts } from './people';

describe('the demo’s agencies and agent reviews', () => {
  it('has two agencies, each valid, and every agent in good standing in one of them', () => {
    expect(demoAgencies).toHaveLength(2);
    for (const { agents, ...agency } of demoAgencies) {
      expect(agencyInputSchema.safeParse(agency).success, agency.name).toBe(true);
      expect(agents.length).toBeGreaterThan(0);
    }
    const inAgencies = demoAgencies.flatMap((agency) => [...agency.agents]).sort();
    const goodAgents = demoAccounts
      .filter((a) => a.role === 'agent' && a.status === 'Verified')
      .map((a) => a.email)
      .sort();
    expect(inAgencies).toEqual(goodAgents);
  });

  it('gives each agent a valid profile: bio, phone and languages', () => {
    const profile = z.object(agentProfileShape);
    for (const [agent, fields] of Object.entries(demoProfiles)) {
      expect(profile.safeParse(fields).success, agent).toBe(true);
      expect(fields.languages.length).toBeGreaterThan(0);
    }
  });

  it('has reviews only by buyers whose offer the agent answered, once each, of both agencies', () => {
    const seen = new Set<string>();
    for (const [agent, buyer, title, rating, comment] of demoAgentReviews) {
      const listing = listings.find(([t]) => t === title)!;
      expect(listing[5], title).toBe(agent);
      expect(offerAnswered(title, buyer), `${buyer} on ${title}`).toBe(true);
      expect(agentReviewBodySchema.safeParse({ rating, comment }).success).toBe(true);
      expect(seen.has(`${agent}:${buyer}`)).toBe(false);
      seen.add(`${agent}:${buyer}`);
    }
    for (const agency of demoAgencies) {
      const agents: string[] = [...agency.agents];
      expect(
        demoAgentReviews.some(([agent]) => agents.includes(agent)),
        agency.name,
      ).toBe(true);
    }
  });
});
