import { CHATBOT_MESSAGES } from '@onfan/contracts/chatbot';

/** A page of the portal the answer may use: its title, summary and address. */
export interface Passage {
  tit: string;
  smry: string;
  url: string;
}

/** An answer's text and what wrote it. */
export interface AnswerText {
  text: string;
  source: 'llm' | 'passages';
}

/** Turns a question and the passages found for it into the answer's text. */
export interface Answerer {
  answer(question: string, passages: readonly Passage[]): Promise<AnswerText>;
}

/** Summaries are cut here in a passage answer: the page has the rest. */
const SUMMARY_MAX = 80;

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The answer without a language model: the passages themselves, each a title and its summary. Works offline. */
export class PassageAnswerer implements Answerer {
  answer(_question: string, passages: readonly Passage[]): Promise<AnswerText> {
    const lines = passages.map((p) => (p.smry ? `· ${p.tit} — ${clip(p.smry, SUMMARY_MAX)}` : `· ${p.tit}`));
    return Promise.resolve({ text: [CHATBOT_MESSAGES.found, ...lines].join('\n'), source: 'passages' });
  }
}

export interface LlmSettings {
  /** An OpenAI-compatible chat completions address, e.g. http://127.0.0.1:8080/v1/chat/completions. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The answer's text is at most this long, whatever the model writes. */
const ANSWER_MAX = 800;

/**
 * The answer phrased by a configured OpenAI-compatible model from the retrieved passages only (the prompt says so and
 * numbers them). The portal still cites the passages' pages itself, so a link is never invented. When the model fails,
 * times out or answers nothing, the passage answer is given instead: the chatbot never depends on it.
 */
export class LlmAnswerer implements Answerer {
  constructor(
    private readonly settings: LlmSettings,
    private readonly fallback: Answerer = new PassageAnswerer(),
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async answer(question: string, passages: readonly Passage[]): Promise<AnswerText> {
    try {
      const text = await this.complete(question, passages);
      if (text) return { text: clip(text, ANSWER_MAX), source: 'llm' };
    } catch (err) {
      this.onError(err);
    }
    return this.fallback.answer(question, passages);
  }

  private async complete(question: string, passages: readonly Passage[]): Promise<string> {
    const sources = passages.map((p, i) => `[${i + 1}] ${p.tit}\n${p.smry}`).join('\n\n');
    const res = await fetch(this.settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              '당신은 소상공인·크리에이터 공공 포털 온판의 안내 챗봇입니다. 아래 [자료]에 있는 내용만 근거로 존댓말로 3문장 이내로 답하세요. 자료에 없는 내용은 추측하지 말고 모른다고 답하세요. 링크나 전화번호를 지어내지 마세요.',
          },
          { role: 'user', content: `[자료]\n${sources}\n\n[질문]\n${question}` },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!res.ok) throw new Error(`chatbot model answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content.trim() : '';
  }
}
