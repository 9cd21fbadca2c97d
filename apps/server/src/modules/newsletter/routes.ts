import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema, newsletterBodySchema, ruleMessages } from '@elite/shared';
import { subscribe } from './service';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The footer's Subscribe: public, and harmless to repeat.
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterBodySchema,
        response: { 201: messageSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.status(201).send({ message: ruleMessages.subscribed });
    },
  );
};

export default newsletterRoutes;
