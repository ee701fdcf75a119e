import type { ChatAnswer } from '@onfan/contracts/chatbot';
import { CHATBOT_LINKS_MAX, CHATBOT_MESSAGES } from '@onfan/contracts/chatbot';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { AppError } from '../../http/app-error.js';
import type { Answerer, Passage } from './chatbot.answerer.js';
import { keywordsOf } from './chatbot.keywords.js';

/** The portal's pages that match words, best first: the search domain's index (SearchService.passages). */
export interface PassageSource {
  passages(words: readonly string[], limit: number): Promise<Passage[]>;
}

/** Refuses texts with a prohibited word (the prohibited-word domain). */
export interface WordFilter {
  findIn(texts: readonly (string | null | undefined)[]): Promise<string | null>;
}

/**
 * The chatbot's rules: a question holding a prohibited word is refused; its words are looked up in the portal's
 * search index; the pages found (at most CHATBOT_LINKS_MAX) are the answer's sources and its links, phrased by the
 * answerer; nothing found is said plainly with the customer centre. No state is kept: the popup holds the conversation.
 */
export class ChatbotService {
  constructor(
    private readonly pages: PassageSource,
    private readonly words: WordFilter,
    private readonly answerer: Answerer,
  ) {}

  async send(question: string): Promise<ChatAnswer> {
    const word = await this.words.findIn([question]);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
    const keywords = keywordsOf(question);
    const passages = keywords.length ? await this.pages.passages(keywords, CHATBOT_LINKS_MAX) : [];
    if (passages.length === 0) return { answer: CHATBOT_MESSAGES.noMatch, links: [], source: 'none' };
    const { text, source } = await this.answerer.answer(question, passages);
    return { answer: text, links: passages.map((p) => ({ title: p.tit, href: p.url })), source };
  }
}
