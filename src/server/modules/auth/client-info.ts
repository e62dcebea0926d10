import type { FastifyRequest } from 'fastify';
import { languageFromAcceptHeader } from '../../../domain/shared/languages';
import type { Config } from '../../config';
import { deviceTokenFrom } from './known-device';
import type { ClientInfo } from './sign-in-types';

/** What a sign-in needs to know about the browser that asks. */
export function clientInfo(request: FastifyRequest, config: Config, failedSignInLimit: number): ClientInfo {
  return {
    ip: request.ip,
    failedSignInLimit,
    deviceToken: deviceTokenFrom(request, config),
    userAgent: request.headers['user-agent'],
    language: languageFromAcceptHeader(request.headers['accept-language']),
  };
}
