import { chatbotEndpoints as api } from '@onfan/contracts/chatbot';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { ChatbotService } from './chatbot.service.js';

/** The chatbot (`ai/chatbot/send`), limited per address by config (`chatbot`). */
export function chatbotRoutes(app: FastifyInstance, m: { chatbot: ChatbotService }): void {
  route(app, api.send, (req) => m.chatbot.send(req.body.question), { limit: 'chatbot' });
}
