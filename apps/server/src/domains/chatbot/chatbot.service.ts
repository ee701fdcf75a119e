import type { ChatAnswer } from '@onfan/contracts/chatbot';
import { CHATBOT_LINKS_MAX, CHATBOT_MESSAGES } from '@onfan/contracts/chatbot';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { AppError } from '../../http/app-error.js';
import type { Answerer, Passage } from './chatbot.answerer.js';
import { keywordsOf } from './chatbot.keywords.js';
import { COVERAGE_FLOOR, RelevanceScorer } from './chatbot.relevance.js';
import { CHAT_TASKS, type ChatTask } from './chatbot.tasks.js';

/** The portal's pages that match words, best first: the search domain's index (SearchService.passages). */
export interface PassageSource {
  passages(words: readonly string[], limit: number): Promise<Passage[]>;
}

/** Refuses texts with a prohibited word (the prohibited-word domain). */
export interface WordFilter {
  findIn(texts: readonly (string | null | undefined)[]): Promise<string | null>;
}

/** Articles asked of the search index per question: more than are cited, since the floor drops some. */
const ARTICLES_ASKED = CHATBOT_LINKS_MAX * 2;

/**
 * The chatbot's rules: a question holding a prohibited word is refused; its meaningful words are scored against the
 * portal's task pages (their titles, keywords and steps) and, second, against the articles the search index finds;
 * only pages above the relevance floor are used (decision 049). A task answers with its steps and its page first; the
 * articles follow, at most CHATBOT_LINKS_MAX links in all, phrased by the answerer. Nothing relevant is said plainly
 * with the customer centre. No state is kept: the popup holds the conversation.
 */
export class ChatbotService {
  private readonly tasks: RelevanceScorer<ChatTask & { body: string }>;

  constructor(
    private readonly pages: PassageSource,
    private readonly words: WordFilter,
    private readonly answerer: Answerer,
    tasks: readonly ChatTask[] = CHAT_TASKS,
  ) {
    this.tasks = new RelevanceScorer(tasks.map((t) => ({ ...t, body: [t.summary, ...t.steps].join(' ') })));
  }

  async send(question: string): Promise<ChatAnswer> {
    const word = await this.words.findIn([question]);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
    const keywords = keywordsOf(question);
    if (keywords.length === 0) return noMatch();
    const task = this.tasks.rank(keywords)[0]?.doc;
    const articles = await this.articles(keywords);
    const passages: Passage[] = task
      ? [{ tit: task.title, smry: task.summary, url: task.url }, ...articles.filter((a) => a.url !== task.url)]
      : articles;
    if (passages.length === 0) return noMatch();
    const cited = passages.slice(0, CHATBOT_LINKS_MAX);
    // The model (when one is configured) reads the task's steps too, so it can phrase them; the page gives them as is.
    const read = task ? [{ ...cited[0]!, smry: [task.summary, ...task.steps].join('\n') }, ...cited.slice(1)] : cited;
    const { text, source } = await this.answerer.answer(question, read);
    return {
      answer: text,
      links: cited.map((p) => ({ title: p.tit, href: p.url })),
      steps: task ? [...task.steps] : [],
      source,
    };
  }

  /**
   * The search index's articles for the words that clear the same floor, most relevant first. Like a task page, an
   * article must hold a word that is not a common one in its title: a summary that mentions '점심시간' does not make a
   * room an answer to a question about lunch.
   */
  private async articles(keywords: readonly string[]): Promise<Passage[]> {
    const found = await this.pages.passages(keywords, ARTICLES_ASKED);
    const weights = this.tasks.weights(keywords);
    return found
      .map((p) => ({ p, r: this.tasks.relevance(keywords, weights, { title: p.tit, body: p.smry }) }))
      .filter(({ r }) => r.titleOrKeyword && r.coverage >= COVERAGE_FLOOR)
      .sort((a, b) => b.r.score - a.r.score)
      .map(({ p }) => p);
  }
}

function noMatch(): ChatAnswer {
  return { answer: CHATBOT_MESSAGES.noMatch, links: [], steps: [], source: 'none' };
}
