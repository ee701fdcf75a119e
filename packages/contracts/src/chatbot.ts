import { z } from 'zod';
import { CUSTOMER_CENTER } from './customer-centre.js';
import { endpoint } from './endpoint.js';

/**
 * The AI chatbot (`chatbot`, `aichat`; api-map `ai/chatbot/send`): one question in, one answer out, with the portal
 * pages the answer came from. Answers are retrieved from the portal's own search index (support programmes, notices,
 * studio rules and the boards); a configured language model may phrase them, and without one the passages are the
 * answer. The conversation is kept in the popup, not on the server.
 */

/** A question is at most this many characters. */
export const CHATBOT_QUESTION_MAX = 200;
/** The frequently asked questions (이용안내), offered with the customer centre when nothing relevant is found. */
export const CHATBOT_FAQ_PATH = '/guide';
/** Pages cited per answer, at most. */
export const CHATBOT_LINKS_MAX = 3;

export const CHATBOT_MESSAGES = {
  greeting: '안녕하세요. 온판 챗봇입니다. 지원사업, 스튜디오 예약, 공지사항 등 궁금한 내용을 입력해주세요.',
  emptyQuestion: '질문을 입력해주세요.',
  tooLong: `질문은 ${CHATBOT_QUESTION_MAX}자 이내로 입력해주세요.`,
  found: '문의하신 내용과 관련된 온판 안내를 찾았습니다.',
  steps: '이렇게 진행하세요.',
  goTo: '바로 가기',
  customerCentre: '고객센터에 문의하기',
  callCentre: '고객센터 전화',
  faq: '이용안내의 자주 묻는 질문 보기',
  noMatch: `죄송합니다. 문의하신 내용과 관련된 안내를 찾지 못했습니다. 고객센터(${CUSTOMER_CENTER.phone}, ${CUSTOMER_CENTER.hours}, ${CUSTOMER_CENTER.lunch}, ${CUSTOMER_CENTER.closed})로 문의해주세요.`,
  howItWorks:
    '챗봇은 온판의 이용 절차(회원가입, 아이디·비밀번호 찾기, 예약, 신청 등)와 게시된 지원사업, 공지사항, 스튜디오 안내 등에서 관련 내용을 찾아 답하며, 답변마다 참고한 페이지를 함께 보여 드립니다. 정확한 내용은 연결된 페이지에서 확인해주세요.',
} as const;

export const chatQuestionSchema = z.object({
  question: z
    .string({ error: CHATBOT_MESSAGES.emptyQuestion })
    .trim()
    .min(1, CHATBOT_MESSAGES.emptyQuestion)
    .max(CHATBOT_QUESTION_MAX, CHATBOT_MESSAGES.tooLong),
});
export type ChatQuestion = z.infer<typeof chatQuestionSchema>;

export const chatLinkSchema = z.object({
  title: z.string(),
  /** A portal path (an indexed page of the portal). */
  href: z.string(),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatAnswerSchema = z.object({
  answer: z.string(),
  /** The portal pages the answer used, the most relevant first: empty when nothing relevant was found (the answer then
   * offers the customer centre). */
  links: z.array(chatLinkSchema),
  /** The numbered steps of the task the first link does ('비밀번호 재설정', '라이브 스튜디오 예약' …); empty when the
   * answer is not a task's. */
  steps: z.array(z.string()),
  /** 'llm' when a configured language model phrased the answer, 'passages' when the retrieved passages are it. */
  source: z.enum(['llm', 'passages', 'none']),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const chatbotEndpoints = {
  send: endpoint({
    method: 'POST',
    path: 'ai/chatbot/send',
    access: 'public',
    summary: '챗봇 질문 한 번 → 답변과 참고한 포털 페이지',
    body: chatQuestionSchema,
    response: chatAnswerSchema,
  }),
} as const;
