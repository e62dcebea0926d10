import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_ORIGIN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(1000),
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(1).default(256),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  STRIPE_API_BASE: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  AI_MODEL: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  AI_CHATS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FX_BASE_URL: z.url().default('https://api.frankfurter.app'),
  COINGECKO_BASE_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Tandem <no-reply@tandem.local>'),
  SMS_WEBHOOK_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads configuration from environment variables once at start-up; README documents each one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  const secureCookies = values.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(projectRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    publicOrigin: values.PUBLIC_ORIGIN,
    trustedOrigins: values.TRUSTED_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    authAttemptsPerAddress: values.AUTH_ATTEMPTS_PER_ADDRESS,
    registrationsPerAddress: values.REGISTRATIONS_PER_ADDRESS,
    requestQueueLimit: values.REQUEST_QUEUE_LIMIT,
    secureCookies,
    clientDir: path.resolve(projectRoot, values.CLIENT_DIR),
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      apiBase: values.STRIPE_API_BASE,
    },
    redisUrl: values.REDIS_URL,
    ai: { baseUrl: values.AI_BASE_URL?.replace(/\/+$/, ''), apiKey: values.AI_API_KEY, model: values.AI_MODEL, chatsPerMinute: values.AI_CHATS_PER_MINUTE },
    fxBaseUrl: values.FX_BASE_URL.replace(/\/+$/, ''),
    coinGecko: { baseUrl: values.COINGECKO_BASE_URL.replace(/\/+$/, ''), apiKey: values.COINGECKO_API_KEY },
    metricsToken: values.METRICS_TOKEN,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    smsWebhookUrl: values.SMS_WEBHOOK_URL,
  };
}
