import type { Message } from '@onfan/contracts/message';
import { MESSAGE_RELATED, replyTemplate } from '@onfan/contracts/message';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { useListParams } from '@/lib/use-list-params';
import {
  inboxQuery,
  MESSAGE_PAGE_SIZE,
  useBlockSender,
  useDeleteMessage,
  useMarkRead,
  useUnblockSender,
} from '../message-api';
import { ContactDialog, type ContactTarget } from './ContactDialog';
import styles from './Message.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

export const INBOX_TEXT = {
  title: '메시지함',
  lead: '받은 메시지를 확인하고 답장하거나 삭제할 수 있습니다.',
  empty: '받은 메시지가 없습니다.',
  failed: '메시지를 불러오지 못했습니다.',
  unread: '읽지 않음',
  manager: '운영자',
  open: '내용 보기',
  close: '내용 접기',
  reply: '답장',
  remove: '삭제',
  block: '차단',
  unblock: '차단 해제',
  related: {
    [MESSAGE_RELATED.post]: '관련 게시글',
    [MESSAGE_RELATED.foothold]: '관련 크리에이터 거점',
    [MESSAGE_RELATED.reply]: '',
  } as Record<number, string>,
  noTitle: '(제목 없음)',
  listLabel: '받은 메시지',
} as const;

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? ''
  );
}

function MessageItem({ message, onReply }: { message: Message; onReply: (m: Message) => void }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const block = useBlockSender();
  const unblock = useUnblockSender();
  const unread = message.readgYn === 'N';
  const toggle = () => {
    const next = !open;
    setOpen(next);
    // Opening an unread message reads it (spec section 4: unread becomes read when the view opens).
    if (next && unread) void markRead.run(message.msgId);
  };
  const related = INBOX_TEXT.related[message.rltdTblNo];
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.sender}>{message.userNm}</span>
        {message.mngrYn === 'Y' ? (
          <Badge variant="primary" appearance="filled">
            {INBOX_TEXT.manager}
          </Badge>
        ) : null}
        {unread ? <Badge variant="danger">{INBOX_TEXT.unread}</Badge> : null}
        <time className={styles.date} dateTime={message.regDt}>
          {formatDate(message.regDt, 'yyyy.MM.dd HH:mm')}
        </time>
      </div>
      <button type="button" className={styles.subject} aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        {message.msgTit || firstLine(message.msgCn) || INBOX_TEXT.noTitle}
        <span className="sr-only"> {open ? INBOX_TEXT.close : INBOX_TEXT.open}</span>
      </button>
      <div id={bodyId} hidden={!open} className={styles.body}>
        <p className={styles.text}>{message.msgCn}</p>
        {related && message.rltdPath ? (
          <p className={styles.related}>
            <Link to={message.rltdPath}>{related}</Link>
          </p>
        ) : null}
        <div className={styles.itemActions}>
          {message.canReply ? (
            <Button size="small" onPress={() => onReply(message)}>
              {INBOX_TEXT.reply}
            </Button>
          ) : null}
          {message.senderBlocked ? (
            <Button size="small" variant="secondary" onPress={() => void unblock.run(message.userId)}>
              {INBOX_TEXT.unblock}
            </Button>
          ) : (
            <Button size="small" variant="secondary" onPress={() => void block.run(message.userId)}>
              {INBOX_TEXT.block}
            </Button>
          )}
          <Button size="small" variant="secondary" onPress={() => void remove.run(message.msgId)}>
            {INBOX_TEXT.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * My page: the message inbox (mypage/connect) on the one list chain — newest first, paged (the page in the address),
 * unread marked, read on opening, reply, delete.
 */
export default function MessageInbox() {
  const { pageNo, update } = useListParams();
  const inbox = useQuery(inboxQuery(pageNo));
  const [reply, setReply] = useState<ContactTarget | null>(null);
  const startReply = (m: Message) =>
    setReply({
      rcvrUserId: m.userId,
      rcvrNm: m.userNm,
      rltdTblNo: MESSAGE_RELATED.reply,
      rltdTblKey: String(m.msgId),
      relMsgId: m.msgId,
      initialTitle: m.msgTit ? `RE: ${m.msgTit}` : '',
      initialText: replyTemplate(m),
    });
  return (
    <>
      <PageHeader title={INBOX_TEXT.title} />
      {inbox.isSuccess ? <p className={styles.lead}>{INBOX_TEXT.lead}</p> : null}
      <ListResults
        query={inbox}
        failed={{ message: INBOX_TEXT.failed }}
        empty={{ message: INBOX_TEXT.empty }}
        paging={{
          pageNo,
          pageSize: MESSAGE_PAGE_SIZE,
          onChange: (next) => update({ pageNo: next > 1 ? String(next) : '' }),
        }}
      >
        {(items) => (
          <ul className={styles.list} aria-label={INBOX_TEXT.listLabel}>
            {items.map((m) => (
              <MessageItem key={m.msgId} message={m} onReply={startReply} />
            ))}
          </ul>
        )}
      </ListResults>
      <ContactDialog target={reply} onClose={() => setReply(null)} />
    </>
  );
}
