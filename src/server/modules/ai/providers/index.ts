import type { Config } from '../../../config';
import { analystProvider } from './analyst';
import { openAiCompatibleProvider } from './openai-compatible';
import type { ChatProvider } from './provider';

/** The configured provider: an OpenAI-compatible server when AI_BASE_URL is set, else the built-in analyst. */
export function chatProviderFor(config: Config): ChatProvider {
  const { baseUrl } = config.ai;
  return baseUrl ? openAiCompatibleProvider({ ...config.ai, baseUrl }) : analystProvider;
}
