import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryTextsFor, withType } from '../../../domain/delivery/delivery-texts';
import { unsubscribeAnswer, unsubscribeMessages, unsubscribeQuery } from '../../../domain/delivery/unsubscribe';
import { languageFromAcceptHeader } from '../../../domain/shared/languages';
import type { AppContext } from '../../http/app-context';
import { AppError } from '../../http/app-error';
import { errorBody } from '../../http/route-kit';
import { errorCodes } from '../../../domain/shared/errors';
import { publicOriginOf } from '../../shared/delivery/public-origin';
import { unsubscribePage } from './unsubscribe-page';
import { switchTypeOff, unsubscribeTarget } from './unsubscribe-service';

const tags = ['notifications'];
const path = '/notifications/unsubscribe';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/**
 * The link in every notification e-mail. Mail clients POST to it (RFC 8058 one-click, a form
 * body, no session); a person opening it gets a page that asks first, since link scanners GET
 * every URL in a message.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  // Mail clients send `List-Unsubscribe=One-Click` as a form; the body carries nothing we need.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  const settingsUrl = `${publicOriginOf(config)}/settings#notifications`;

  app.get(
    path,
    {
      config: { public: true },
      schema: { tags, summary: 'A page in the person’s language asking to confirm switching one notification type off', hide: true, querystring: unsubscribeQuery },
    },
    async (request, reply) => {
      const target = await unsubscribeTarget(db, request.query.token);
      if (!target) {
        const texts = deliveryTextsFor(languageFromAcceptHeader(request.headers['accept-language']));
        return sendPage(
          reply,
          400,
          unsubscribePage({
            language: languageFromAcceptHeader(request.headers['accept-language']),
            title: texts.invalidTitle,
            body: texts.invalidBody,
            link: { label: texts.settings, url: settingsUrl },
          }),
        );
      }
      const texts = deliveryTextsFor(target.language);
      return sendPage(
        reply,
        200,
        unsubscribePage({
          language: target.language,
          title: withType(texts.confirmTitle, texts, target.type),
          body: withType(texts.confirmBody, texts, target.type),
          form: { action: `/api${path}?token=${encodeURIComponent(request.query.token ?? '')}`, button: withType(texts.confirmButton, texts, target.type) },
        }),
      );
    },
  );

  app.post(
    path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): switches the token’s notification type off for e-mail, push and SMS',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeAnswer, 400: errorBody },
      },
    },
    async (request, reply) => {
      const target = await unsubscribeTarget(db, request.query.token);
      if (!target) throw new AppError(400, errorCodes.badRequest, unsubscribeMessages.invalidLink);
      await switchTypeOff(db, target.userId, target.type);
      if (wantsHtml(request)) {
        const texts = deliveryTextsFor(target.language);
        return sendPage(
          reply,
          200,
          unsubscribePage({
            language: target.language,
            title: withType(texts.doneTitle, texts, target.type),
            body: texts.doneBody,
            link: { label: texts.settings, url: settingsUrl },
          }),
        );
      }
      return { unsubscribed: true as const, type: target.type };
    },
  );
};
