import { randomUUID } from 'node:crypto';
import { messages } from '@pledgethon/core';
import { asRequest, sql } from '@pledgethon/db';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import { accessCodeRoutes } from './features/access-codes/access-codes.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { authRoutes } from './features/auth/auth.routes';
import { childClaimRoutes } from './features/child-claims/child-claims.routes';
import { collectionRoutes } from './features/collections/collections.routes';
import { franchiseePayoutRoutes } from './features/connect/franchisee-payouts.routes';
import { payoutAccountRoutes } from './features/connect/payout-account.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { contactImportRoutes } from './features/contacts/contacts.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { inboundSmsRoutes } from './features/delivery/inbound-sms.routes';
import { thonMessageRoutes } from './features/delivery/thon-messages.routes';
import { unsubscribeRoutes } from './features/delivery/unsubscribe.routes';
import { donorPageRoutes } from './features/donor-pages/donor-pages.routes';
import { franchiseeCalendarRoutes } from './features/franchisee-calendar/franchisee-calendar.routes';
import { healthRoutes } from './features/health/health.routes';
import { homePageResolver } from './features/home-page/home-page';
import { landingImageRoutes } from './features/landing-images/landing-images.routes';
import {
  landingPageResourceRoutes,
  loadPageResources,
} from './features/landing-pages/landing-page-resources';
import { landingPageRoutes } from './features/landing-pages/landing-pages.routes';
import { rootPageResolver } from './features/landing-pages/public-landing-page';
import { counterManifestRoutes } from './features/lap-counter/counter-manifest.routes';
import { lapCounterRoutes } from './features/lap-counter/lap-counter.routes';
import { liveRoutes } from './features/lap-counter/live.routes';
import { messageTemplateRoutes } from './features/message-templates/message-templates.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { parentRoutes } from './features/parents/parents.routes';
import { participantImportRoutes } from './features/participant-import/participant-import.routes';
import { participantMergeRoutes } from './features/participant-merges/participant-merges.routes';
import { participantRoutes } from './features/participants/participants.routes';
import { paymentWebhookRoutes } from './features/payments/payment-webhook.routes';
import { pledgeFormPageResolver } from './features/pledges/pledge-form-page';
import { pledgeRoutes } from './features/pledges/pledges.routes';
import { childPhotos, createPhotoStore } from './features/privacy/child-photos';
import { photoRoutes } from './features/privacy/photo.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { publicThonRoutes } from './features/public-thon/public-thon.routes';
import { sponsorUpdateRoutes } from './features/public-thon/sponsor-updates.routes';
import { reconciliationRoutes } from './features/reconciliation/reconciliation.routes';
import { testProviderTransactions } from './features/reconciliation/test-provider-transactions';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { resultRoutes } from './features/results/results.routes';
import { sessionRoutes } from './features/sessions/session.routes';
import { sharingRoutes } from './features/sharing/sharing.routes';
import { shopRoutes } from './features/shop/shop.routes';
import { shopCartRoutes } from './features/shop/shop-cart.routes';
import { shopManageRoutes } from './features/shop/shop-manage.routes';
import { shopOrderRoutes } from './features/shop/shop-orders.routes';
import { shopReportRoutes } from './features/shop-reports/shop-reports.routes';
import { signInEmailRoutes } from './features/sign-in-email/sign-in-email.routes';
import { siteRoutes } from './features/site/site.routes';
import { thonExportRoutes } from './features/thon-export/thon-export.routes';
import { thonMoneyRoutes } from './features/thon-money/thon-money.routes';
import { thonParticipantRoutes } from './features/thon-participants/thon-participants.routes';
import { franchiseeRoutes } from './features/thon-people/franchisees.routes';
import { thonPeopleRoutes } from './features/thon-people/thon-people.routes';
import { thonRoutes } from './features/thons/thons.routes';
import { utilityRoutes } from './features/utilities/utilities.routes';
import { vendorUserRoutes } from './features/vendor-users/vendor-users.routes';
import { registerAccessRules } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { registerCacheControl } from './http/cache-control';
import { answerClientError } from './http/client-error';
import { registerCompression } from './http/compression';
import { dependencyOutages } from './http/dependency-outages';
import { errorBody, registerErrorHandler } from './http/error-handler';
import { logLimits } from './http/log-limits';
import { registerPersonalDataLog } from './http/personal-data-log';
import { registerRateLimits } from './http/rate-limit';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { sessionPlugin } from './http/session';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerWebApp } from './http/web-app';
import { testPayments } from './integrations/payments/test-payments';

/** The whole HTTP server without listen(): main.ts starts it, tests drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? pino({ ...logLimits, level: deps.config.LOG_LEVEL }),
    logController: new RequestLog(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // The client's address is the socket's unless TRUST_PROXY names the proxies in front of us.
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    // Every spelling of a path reaches the route it names, so one access decision holds for all.
    routerOptions: { caseSensitive: false, ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    // A path that does not decode (a broken percent-escape) is the sender's mistake, in our words.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.status(400).send(errorBody(messages.invalidData)),
    // What the HTTP parser refuses (headers too large, a request that does not parse), in the same body.
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: every call the request makes, from here on, is known as this request's, so the
  // embedded database can answer a visitor's first call before others' later ones (decision 158).
  app.addHook('onRequest', (_request, _reply, done) => asRequest(done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const outages = dependencyOutages(app.log, {
    database: () => deps.database.db.execute(sql`select 1`),
  });
  app.addHook('onClose', async () => outages.close());
  registerErrorHandler(app, outages);
  registerAccessRules(app);
  registerSecurityHeaders(app, { stripe: deps.payments?.browser.provider === 'stripe' });
  registerCacheControl(app);
  // Before compression, which turns the answer into a stream.
  registerPersonalDataLog(app, deps.database.db);
  // Before any route: the plugin adds its hook to each route as the route is declared.
  await registerCompression(app);
  await registerApiDocs(app);
  await registerRateLimits(app, { config: deps.config, db: deps.database.db, outages });
  await app.register(sessionPlugin, { database: deps.database, config: deps.config });
  await app.register(healthRoutes(deps, outages));
  await app.register(sessionRoutes);
  await app.register(siteRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(oauthRoutes(deps));
  await app.register(participantRoutes(deps));
  const photos = childPhotos(createPhotoStore(deps.config));
  await app.register(parentRoutes(deps, photos));
  await app.register(photoRoutes(deps, photos));
  await app.register(privacyRoutes(deps, photos));
  await app.register(thonExportRoutes(deps));
  await app.register(thonMoneyRoutes(deps));
  await app.register(
    reconciliationRoutes(deps, deps.balanceTransactions ?? testProviderTransactions(deps.database.db)),
  );
  await app.register(thonParticipantRoutes(deps));
  await app.register(childClaimRoutes(deps, photos));
  await app.register(participantMergeRoutes(deps));
  await app.register(participantImportRoutes(deps));
  await app.register(thonPeopleRoutes(deps));
  await app.register(signInEmailRoutes(deps));
  await app.register(franchiseeRoutes(deps));
  await app.register(activityRoutes(deps));
  await app.register(utilityRoutes(deps));
  await app.register(accessCodeRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(franchiseeCalendarRoutes(deps));
  await app.register(vendorUserRoutes(deps));
  await app.register(shopReportRoutes(deps));
  await app.register(messageRoutes(deps));
  await app.register(thonMessageRoutes(deps));
  await app.register(unsubscribeRoutes(deps));
  await app.register(inboundSmsRoutes(deps));
  await app.register(shopRoutes(deps));
  await app.register(shopManageRoutes(deps));
  await app.register(shopCartRoutes(deps));
  await app.register(shopOrderRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(thonRoutes(deps));
  await app.register(payoutAccountRoutes(deps));
  await app.register(franchiseePayoutRoutes(deps));
  await app.register(landingPageRoutes(deps));
  await app.register(pledgeRoutes(deps));
  await app.register(paymentWebhookRoutes(deps));
  await app.register(reminderRoutes(deps));
  await app.register(messageTemplateRoutes(deps));
  await app.register(resultRoutes(deps));
  await app.register(publicThonRoutes(deps));
  await app.register(sponsorUpdateRoutes(deps));
  await app.register(collectionRoutes(deps));
  await app.register(sharingRoutes(deps));
  await app.register(contactImportRoutes(deps));
  await app.register(landingImageRoutes(deps));
  await app.register(lapCounterRoutes(deps));
  await app.register(liveRoutes(deps));
  await app.register(counterManifestRoutes(deps));
  const landingResources = loadPageResources();
  await app.register(landingPageResourceRoutes(landingResources.byName));
  await app.register(donorPageRoutes(deps, landingResources.page));
  const homePage = await homePageResolver(deps);
  const landingPages = rootPageResolver(deps.database.db, {
    publicUrl: deps.config.publicUrl,
    resources: landingResources.page,
  });
  await registerWebApp(app, deps.webDistDir, {
    rootPages: async (path, request, reply) =>
      (await homePage(path, request, reply)) || landingPages(path, request, reply),
    pledgeFormPage: await pledgeFormPageResolver({
      db: deps.database.db,
      payments: deps.payments ?? testPayments,
      webDistDir: deps.webDistDir,
    }),
  });
  return app;
}
