import type { ChatAnswer } from '@onfan/contracts/chatbot';
import { chatbotEndpoints } from '@onfan/contracts/chatbot';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';

/** The chatbot's one call: a question in, an answer with the portal pages it used out. */
export function useAskChatbot() {
  return useMutation<ChatAnswer, unknown, string>({
    mutationFn: (question) => call(chatbotEndpoints.send, { body: { question } }),
  });
}
