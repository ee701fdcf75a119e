import { ChatWindow } from '@/features/chatbot/components/ChatWindow';

/** The AI chat popup: the chatbot's conversation under the name the spec gives it. */
export default function AiChatPage() {
  return <ChatWindow title="AI 상담" />;
}
