import { smsInboundRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { isValidTwilioSignature } from '../../integrations/sms/twilio-signature';
import { readFormBody } from './form-body';
import { answerInboundText, twiml } from './inbound-sms';

export function inboundSmsRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    readFormBody(app);

    serve(
      app,
      smsInboundRoute,
      {
        // Twilio calls it; the signature, not a session, says who is calling.
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['messages'],
          summary:
            "Twilio's webhook for replies to our texts: STOP, END, CANCEL, UNSUBSCRIBE or QUIT opt the number " +
            'out with one confirmation, START opts back in, HELP answers (X-Twilio-Signature verified)',
        },
      },
      async (request, reply) => {
        const token = config.TWILIO_AUTH_TOKEN;
        const params = Object.fromEntries(
          Object.entries(request.body).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        const signature = request.headers['x-twilio-signature'];
        // Without Twilio configured nothing can be verified, so nothing is believed.
        if (
          !token ||
          !isValidTwilioSignature(
            token,
            `${config.publicUrl}${smsInboundRoute.path}`,
            params,
            typeof signature === 'string' ? signature : undefined,
          )
        ) {
          throw new AppError('forbidden', messages.accessDenied);
        }
        const answer = await answerInboundText(db, {
          from: request.body.From,
          body: request.body.Body,
          supportEmail: config.SUPPORT_EMAIL,
        });
        return reply.type('text/xml; charset=utf-8').send(twiml(answer));
      },
    );
  };
}
