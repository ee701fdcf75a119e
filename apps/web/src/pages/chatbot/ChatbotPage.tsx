import { ChatWindow } from '@/features/chatbot/components/ChatWindow';

/** The chatbot popup (380 x 730; a page on phones). */
export default function ChatbotPage() {
  return <ChatWindow title="온판 챗봇" />;
}
