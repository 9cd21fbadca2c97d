import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, newsletterBodySchema, ruleMessages } from '@elite/shared';
import { subscribe } from './service';
import { refusals } from '../../lib/route-schemas';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The footer's Subscribe: public, and harmless to repeat.
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe to the newsletter',
        description:
          'Anyone leaves a name and e-mail for the newsletter; subscribing twice is not an error.',
        body: newsletterBodySchema,
        response: { 201: messageSchema, ...refusals(400) },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.status(201).send({ message: ruleMessages.subscribed });
    },
  );
};

export default newsletterRoutes;
