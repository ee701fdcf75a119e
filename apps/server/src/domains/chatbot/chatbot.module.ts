import type { AppDeps } from '../../domain-deps.js';
import type { Answerer } from './chatbot.answerer.js';
import { LlmAnswerer, PassageAnswerer } from './chatbot.answerer.js';
import { chatbotRoutes } from './chatbot.routes.js';
import { ChatbotService, type PassageSource, type WordFilter } from './chatbot.service.js';

/**
 * The chatbot, built once per app over the search index and the prohibited words. With CHATBOT_LLM_URL set a model
 * phrases the answers (falling back to the passages when it fails); without it the passages are the answers.
 */
export function createChatbotModule(
  deps: AppDeps,
  others: { pages: PassageSource; prohibitedWords: WordFilter; log?: { warn: (o: object, msg: string) => void } },
) {
  const llm = deps.config.chatbotLlm;
  const answerer: Answerer = llm
    ? new LlmAnswerer(llm, new PassageAnswerer(), (err) =>
        others.log?.warn({ err }, 'chatbot model failed: answering with the passages'),
      )
    : new PassageAnswerer();
  const chatbot = new ChatbotService(others.pages, others.prohibitedWords, answerer);
  return {
    chatbot,
    routes: (app: Parameters<typeof chatbotRoutes>[0]) => chatbotRoutes(app, { chatbot }),
  };
}
export type ChatbotModule = ReturnType<typeof createChatbotModule>;
