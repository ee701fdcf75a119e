import type { ChatLink } from '@onfan/contracts/chatbot';
import { CHATBOT_FAQ_PATH, CHATBOT_MESSAGES, CHATBOT_QUESTION_MAX } from '@onfan/contracts/chatbot';
import { CUSTOMER_CENTER } from '@onfan/contracts/customer-centre';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { refusalMessage } from '@/lib/api/use-command';
import { useAskChatbot } from '../chatbot-api';
import styles from './Chat.module.css';

export interface ChatTurn {
  who: 'me' | 'bot';
  text: string;
  links?: ChatLink[];
  /** The numbered steps of the task the first link does. */
  steps?: string[];
  /** Nothing relevant was found: the customer centre is offered. */
  none?: boolean;
  /** A refusal or failure shown in the conversation. */
  error?: boolean;
}

/** The conversation is kept in this tab (the popup) only: closing the window ends it. */
const STORE_KEY = 'onfan.chatbot.turns';
/** Turns kept, at most: the oldest go first. */
const KEEP_TURNS = 40;

function loadTurns(): ChatTurn[] {
  try {
    const raw = window.sessionStorage.getItem(STORE_KEY);
    const turns = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(turns) ? (turns as ChatTurn[]) : [];
  } catch {
    return [];
  }
}

/**
 * Follows a cited page: in the window that opened the chatbot popup when there is one (the conversation stays open
 * beside it), here otherwise (a phone opens the chatbot as a page).
 */
function follow(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return;
  try {
    if (opener.location.origin !== window.location.origin) return;
    event.preventDefault();
    opener.location.assign(href);
    opener.focus();
  } catch {
    // Another origin's window: follow the link here.
  }
}

/** A task's steps as a numbered list, and the page that does it. */
function TaskSteps({ steps, page }: { steps: string[]; page: ChatLink | undefined }) {
  return (
    <div className={styles.steps}>
      <p className={styles.linksTitle}>{CHATBOT_MESSAGES.steps}</p>
      <ol>
        {steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      {page ? (
        <p className={styles.goTo}>
          <a href={page.href} onClick={(e) => follow(e, page.href)}>
            {page.title} {CHATBOT_MESSAGES.goTo}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** When nothing relevant was found: the customer centre's telephone and the frequently asked questions. */
function CustomerCentreOffer() {
  return (
    <div className={styles.steps}>
      <p className={styles.linksTitle}>{CHATBOT_MESSAGES.customerCentre}</p>
      <ul>
        <li>
          <a href={CUSTOMER_CENTER.tel}>
            {CHATBOT_MESSAGES.callCentre} {CUSTOMER_CENTER.phone}
          </a>{' '}
          ({CUSTOMER_CENTER.hours})
        </li>
        <li>
          <a href={CHATBOT_FAQ_PATH} onClick={(e) => follow(e, CHATBOT_FAQ_PATH)}>
            {CHATBOT_MESSAGES.faq}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The chatbot: answers from the portal's own pages, each answer with the pages it used; the customer centre beside. */
export function ChatWindow({ title }: { title: string }) {
  const [turns, setTurns] = useState<ChatTurn[]>(loadTurns);
  const [question, setQuestion] = useState('');
  const [fieldError, setFieldError] = useState('');
  const ask = useAskChatbot();
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORE_KEY, JSON.stringify(turns.slice(-KEEP_TURNS)));
    } catch {
      // Storage full or refused: the conversation still shows.
    }
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [turns]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const q = question.trim();
    if (!q) {
      setFieldError(CHATBOT_MESSAGES.emptyQuestion);
      return;
    }
    if (ask.isPending) return;
    setFieldError('');
    setQuestion('');
    setTurns((t) => [...t, { who: 'me', text: q }]);
    try {
      const res = await ask.mutateAsync(q);
      setTurns((t) => [
        ...t,
        { who: 'bot', text: res.answer, links: res.links, steps: res.steps, none: res.source === 'none' },
      ]);
    } catch (error) {
      setTurns((t) => [...t, { who: 'bot', text: refusalMessage(error), error: true }]);
    }
  }

  return (
    <div className={styles.chat}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          {title} <Badge variant="information">AI 베타</Badge>
        </h1>
        <p className={styles.note}>{CHATBOT_MESSAGES.howItWorks}</p>
      </header>
      <div className={styles.log} role="log" aria-live="polite" aria-label="대화 내용">
        <ol className={styles.turns}>
          <li className={styles.bot}>
            <p className={styles.bubble}>{CHATBOT_MESSAGES.greeting}</p>
          </li>
          {turns.map((turn, i) => (
            <li key={i} className={turn.who === 'me' ? styles.me : styles.bot}>
              <span className="sr-only">{turn.who === 'me' ? '나: ' : '챗봇: '}</span>
              <p className={turn.error ? `${styles.bubble} ${styles.error}` : styles.bubble}>{turn.text}</p>
              {turn.steps && turn.steps.length > 0 ? <TaskSteps steps={turn.steps} page={turn.links?.[0]} /> : null}
              {turn.none ? <CustomerCentreOffer /> : null}
              {turn.links && turn.links.length > 0 ? (
                <div className={styles.links}>
                  <p className={styles.linksTitle}>참고한 페이지</p>
                  <ul>
                    {turn.links.map((l) => (
                      <li key={l.href}>
                        <a href={l.href} onClick={(e) => follow(e, l.href)}>
                          {l.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
          {ask.isPending ? (
            <li className={styles.bot}>
              <p className={styles.bubble}>답변을 찾고 있습니다…</p>
            </li>
          ) : null}
          <li ref={end} aria-hidden="true" className={styles.end} />
        </ol>
      </div>
      <form method="post" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.row}>
          <TextField
            className={styles.field}
            label="질문"
            value={question}
            onChange={(v) => {
              setQuestion(v);
              if (fieldError) setFieldError('');
            }}
            maxLength={CHATBOT_QUESTION_MAX}
            errorMessage={fieldError || null}
            autoComplete="off"
            placeholder="예: 스튜디오 예약은 어떻게 하나요?"
          />
          <Button type="submit" isPending={ask.isPending} className={styles.send}>
            보내기
          </Button>
        </div>
        <p className={styles.hint}>
          {CHATBOT_QUESTION_MAX}자 이내 · 고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a> (
          {CUSTOMER_CENTER.hours}, {CUSTOMER_CENTER.lunch})
        </p>
        {turns.length > 0 ? (
          <Button variant="tertiary" size="small" onPress={() => setTurns([])}>
            대화 지우기
          </Button>
        ) : null}
      </form>
    </div>
  );
}
