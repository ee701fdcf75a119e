import { BRC_STATUS_NAMES, BRC_TYPE, BRC_TYPE_NAMES, type BrcType } from '@onfan/contracts/broadcast';
import type { BroadcastDeskDetail, DeskComment } from '@onfan/contracts/broadcast.admin';
import {
  BRC_EXPLN_MAX,
  BRC_PRODUCT_MAX,
  BROADCAST_DESK_MESSAGES,
  DESK_BRC_TYPES,
  isRecordingBrcType,
} from '@onfan/contracts/broadcast.admin';
import { broadcastPath, liveViewPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleList } from '@/features/admin/components/ConsoleList';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { type FieldErrors, useConsoleDraft } from '@/features/admin/components/use-field-errors';
import {
  broadcastCommentsQuery,
  broadcastDeskQuery,
  channelOptionsQuery,
  uploadBroadcastImages,
  useCommentVisibility,
  useCreateBroadcast,
  useEndBroadcast,
  useStartBroadcast,
  useUpdateBroadcast,
} from '@/features/broadcast/broadcast-admin-api';
import { PageHeader } from '@/components/ui/PageHeader';
import { useListParams } from '@/lib/use-list-params';
import {
  broadcastBodyOf,
  broadcastDraftErrors,
  broadcastDraftOf,
  EMPTY_PRODUCT,
  goLiveAction,
  type BroadcastDraft,
  type ProductDraft,
} from './broadcast-form';
import { CaptionCell } from './BroadcastsPage';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './broadcasts.module.css';
import { Form } from '@/components/ui/Form';

export const BROADCAST_FORM_TEXT = {
  create: '방송 편성',
  edit: '방송 수정',
  description:
    '시각은 서울 시각입니다. 라이브·커머스 방송은 시작 일시에 방송 중이 되고 종료 일시에 끝나며, 구독한 회원에게는 시작 10분 전에 알림이 갑니다.',
  basics: '방송 정보',
  type: '방송 구분',
  channel: '채널',
  hiddenChannel: (name: string) => `${name} (숨김)`,
  brcTit: '제목',
  brcExpln: '소개',
  brcBgngDt: '시작 일시',
  brcEndDt: '종료 일시',
  recordingTime: '다시보기·숏폼은 녹화한 일시를 적습니다.',
  expsrYn: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  products: '판매 상품',
  productsHelp: `커머스 방송의 화면에 보이는 상품입니다. ${BRC_PRODUCT_MAX}개까지 넣을 수 있습니다.`,
  prdctNm: (n: number) => `상품 ${n} 이름`,
  prc: (n: number) => `상품 ${n} 가격(원)`,
  sellerNm: (n: number) => `상품 ${n} 판매자`,
  removeProduct: (n: number) => `상품 ${n} 빼기`,
  addProduct: '상품 추가',
  posterLegend: '포스터',
  posterHelp:
    'PNG·JPEG·WEBP·GIF 사진 한 장을 올립니다. 방송 목록과 편성표의 카드에 보입니다. 없으면 영상의 첫 화면이 보입니다.',
  goLive: '방송 진행',
  state: (b: BroadcastDeskDetail) => `지금 상태: ${BRC_STATUS_NAMES[b.brcSts]}`,
  startNow: '지금 시작',
  endNow: '지금 종료',
  viewerPage: '시청 화면 보기',
  chat: '실시간 채팅 관리(시청 화면)',
  captions: '영상과 자막',
  comments: '댓글',
  commentList: '방송 댓글 목록',
  commentsHelp:
    '숨긴 댓글은 방문자에게 보이지 않습니다. 신고가 있는 댓글의 처리(삭제·복구)와 신고자 안내는 신고 처리 화면에서 합니다.',
  reports: '신고 처리 화면',
  cmntCn: '내용',
  writer: '작성자',
  regDt: '작성일',
  rptCnt: '대기 중인 신고',
  shownState: '상태',
  reply: '답글',
  hide: '숨기기',
  show: '다시 보이기',
  notFound: BROADCAST_DESK_MESSAGES.notFound,
} as const;

function ProductRows({
  products,
  onChange,
  errors,
}: {
  products: ProductDraft[];
  onChange: (next: ProductDraft[]) => void;
  errors: FieldErrors;
}) {
  const T = BROADCAST_FORM_TEXT;
  const edit = (i: number, key: keyof ProductDraft, v: string) => {
    onChange(products.map((p, j) => (j === i ? { ...p, [key]: v } : p)));
    errors.clear(`products.${i}.${key}`);
  };
  const listError = errors.of('products');
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{T.products}</legend>
      <p className={formStyles.wide}>{T.productsHelp}</p>
      {listError ? (
        <p className={`${formStyles.error} ${formStyles.wide}`} role="alert">
          {listError}
        </p>
      ) : null}
      <ol className={styles.products}>
        {products.map((p, i) => (
          <li key={i} className={styles.product}>
            <TextField
              label={T.prdctNm(i + 1)}
              value={p.prdctNm}
              onChange={(v) => edit(i, 'prdctNm', v)}
              errorMessage={errors.of(`products.${i}.prdctNm`)}
              maxLength={100}
              isRequired
            />
            <TextField
              label={T.prc(i + 1)}
              value={p.prc}
              onChange={(v) => edit(i, 'prc', v)}
              errorMessage={errors.of(`products.${i}.prc`)}
              inputMode="numeric"
              isRequired
            />
            <TextField
              label={T.sellerNm(i + 1)}
              value={p.sellerNm}
              onChange={(v) => edit(i, 'sellerNm', v)}
              errorMessage={errors.of(`products.${i}.sellerNm`)}
              maxLength={50}
              isRequired
            />
            <Button
              size="small"
              variant="text"
              onPress={() => {
                onChange(products.filter((_, j) => j !== i));
                errors.clearAll('products');
              }}
            >
              {T.removeProduct(i + 1)}
            </Button>
          </li>
        ))}
      </ol>
      <div className={formStyles.wide}>
        <Button
          size="small"
          variant="secondary"
          isDisabled={products.length >= BRC_PRODUCT_MAX}
          onPress={() => {
            onChange([...products, { ...EMPTY_PRODUCT }]);
            errors.clear('products');
          }}
        >
          {T.addProduct}
        </Button>
      </div>
    </fieldset>
  );
}

function BroadcastForm({ broadcast }: { broadcast?: BroadcastDeskDetail }) {
  const T = BROADCAST_FORM_TEXT;
  const navigate = useNavigate();
  const channels = useQuery(channelOptionsQuery());
  // The draft keeps what was typed through a refusal: only the messages are added beside the fields.
  const { draft, setDraft, set, errors } = useConsoleDraft<BroadcastDraft>(() => broadcastDraftOf(broadcast));
  const err = errors.of;
  const handlers = { onDone: () => void navigate('/admin/broadcasts'), handleRefusal: errors.showRefusal };
  const create = useCreateBroadcast(handlers);
  const update = useUpdateBroadcast(handlers);
  const submit = () => {
    errors.reset();
    // The contract's own rules first (the same messages the server gives), so a slip is named at once.
    const local = broadcastDraftErrors(draft);
    if (local.length > 0) {
      errors.showRefusal(Object.assign(new Error(local[0]!.message), { errors: local }));
      return;
    }
    const body = broadcastBodyOf(draft);
    if (broadcast) void update.run({ ...body, brcInfoNo: broadcast.brcInfoNo, updtDt: broadcast.updtDt });
    else void create.run(body);
  };
  const channelOptions = (channels.data ?? []).map((c) => ({
    value: String(c.brcChnlId),
    label: c.useYn === 'Y' ? c.chnlNm : T.hiddenChannel(c.chnlNm),
  }));
  const typeOptions = DESK_BRC_TYPES.map((t) => ({ value: t, label: BRC_TYPE_NAMES[t] }));

  return (
    <Form className={formStyles.form} noValidate onSubmit={submit}>
      <fieldset className={formStyles.fieldset}>
        <legend>{T.basics}</legend>
        <RadioGroup
          className={formStyles.wide}
          label={T.type}
          orientation="horizontal"
          options={typeOptions}
          value={draft.brcTypeDcd}
          onChange={(v) => {
            set('brcTypeDcd', v as BrcType);
            errors.clearAll('products');
          }}
          errorMessage={err('brcTypeDcd')}
          isRequired
        />
        <Select
          label={T.channel}
          options={channelOptions}
          value={draft.brcChnlId || null}
          onChange={(v) => set('brcChnlId', v ?? '')}
          errorMessage={err('brcChnlId')}
          isRequired
        />
        <TextField
          label={T.brcTit}
          value={draft.brcTit}
          onChange={(v) => set('brcTit', v)}
          errorMessage={err('brcTit')}
          maxLength={100}
          isRequired
        />
        <TextField
          label={T.brcBgngDt}
          type="datetime-local"
          value={draft.brcBgngDt}
          onChange={(v) => set('brcBgngDt', v)}
          errorMessage={err('brcBgngDt')}
          {...(isRecordingBrcType(draft.brcTypeDcd) ? { description: T.recordingTime } : {})}
          isRequired
        />
        <TextField
          label={T.brcEndDt}
          type="datetime-local"
          value={draft.brcEndDt}
          onChange={(v) => set('brcEndDt', v)}
          errorMessage={err('brcEndDt')}
          isRequired
        />
        <RadioGroup
          label={T.expsrYn}
          orientation="horizontal"
          options={[
            { value: 'Y', label: T.shown },
            { value: 'N', label: T.hidden },
          ]}
          value={draft.expsrYn}
          onChange={(v) => set('expsrYn', v === 'N' ? 'N' : 'Y')}
          isRequired
        />
        <TextField
          className={formStyles.wide}
          label={T.brcExpln}
          value={draft.brcExpln}
          onChange={(v) => set('brcExpln', v)}
          errorMessage={err('brcExpln')}
          maxLength={BRC_EXPLN_MAX}
          multiline
          rows={4}
        />
      </fieldset>
      {draft.brcTypeDcd === BRC_TYPE.commerce ? (
        <ProductRows products={draft.products} onChange={(products) => set('products', products)} errors={errors} />
      ) : null}
      <ConsoleImageField
        className={formStyles.fieldset}
        name="pstrImgs"
        legend={T.posterLegend}
        help={T.posterHelp}
        images={draft.pstrImgs}
        onChange={(pstrImgs) => setDraft((d) => ({ ...d, pstrImgs }))}
        errors={errors}
        max={1}
        tooMany={BROADCAST_DESK_MESSAGES.imagesTooMany}
        upload={uploadBroadcastImages}
      />
      <ConsoleFormActions
        listHref="/admin/broadcasts"
        editing={Boolean(broadcast)}
        isSaving={create.isPending || update.isPending}
      />
    </Form>
  );
}

/** Going live: the state now, start a scheduled live now or end one on air, and the viewers' page with its chat. */
function GoLive({ broadcast }: { broadcast: BroadcastDeskDetail }) {
  const T = BROADCAST_FORM_TEXT;
  const start = useStartBroadcast();
  const end = useEndBroadcast();
  const action = goLiveAction(broadcast);
  const vars = { brcInfoNo: broadcast.brcInfoNo, brcTit: broadcast.brcTit, updtDt: broadcast.updtDt };
  const scheduled = !isRecordingBrcType(broadcast.brcTypeDcd);
  return (
    <section className={styles.section} aria-labelledby="go-live">
      <h2 id="go-live">{scheduled ? T.goLive : T.captions}</h2>
      {scheduled ? (
        <>
          <p>{T.state(broadcast)}</p>
          <p className={styles.links}>
            {action === 'START' ? (
              <Button variant="secondary" isPending={start.isPending} onPress={() => void start.run(vars)}>
                {T.startNow}
              </Button>
            ) : null}
            {action === 'END' ? (
              <Button variant="secondary" isPending={end.isPending} onPress={() => void end.run(vars)}>
                {T.endNow}
              </Button>
            ) : null}
            <Link to={liveViewPath(broadcast.brcInfoNo)}>{T.chat}</Link>
          </p>
        </>
      ) : (
        <p>
          <CaptionCell row={broadcast} /> <Link to={broadcastPath(broadcast.brcInfoNo)}>{T.viewerPage}</Link>
        </p>
      )}
    </section>
  );
}

/** A broadcast's comments and replies, hidden ones too, each hidden or shown again here. */
function Comments({ brcInfoNo }: { brcInfoNo: number }) {
  const T = BROADCAST_FORM_TEXT;
  const { pageNo } = useListParams();
  const comments = useQuery(broadcastCommentsQuery(brcInfoNo, pageNo));
  const visibility = useCommentVisibility();
  const columns: ConsoleColumn<DeskComment>[] = [
    {
      key: 'cmntCn',
      header: T.cmntCn,
      render: (c) => (c.upCmntId ? `${T.reply}: ${c.cmntCn}` : c.cmntCn),
    },
    { key: 'writer', header: T.writer, render: (c) => c.userNm, nowrap: true },
    { key: 'regDt', header: T.regDt, render: (c) => formatDate(c.regDt, 'yyyy.MM.dd HH:mm'), nowrap: true },
    { key: 'rptCnt', header: T.rptCnt, render: (c) => `${c.rptCnt}건`, nowrap: true },
    { key: 'state', header: T.shownState, render: (c) => (c.expsrYn === 'Y' ? T.shown : T.hidden), nowrap: true },
    {
      key: 'actions',
      header: '관리',
      nowrap: true,
      render: (c) => (
        <DeskRowButton
          label={c.expsrYn === 'Y' ? T.hide : T.show}
          of={c.cmntCn.slice(0, 20)}
          variant="secondary"
          isPending={visibility.isPending}
          onPress={() =>
            void visibility.run({
              vodCmntId: c.vodCmntId,
              updtDt: c.updtDt,
              action: c.expsrYn === 'Y' ? 'HIDE' : 'SHOW',
            })
          }
        />
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="comments">
      <h2 id="comments">{T.comments}</h2>
      <p>
        {T.commentsHelp} <Link to="/admin/reports">{T.reports}</Link>
      </p>
      <ConsoleList
        caption={T.commentList}
        query={comments}
        columns={columns}
        rowKey={(c) => c.vodCmntId}
        pageSize={20}
      />
    </section>
  );
}

/** admin/broadcasts/new and admin/broadcasts/:brcInfoNo (방송 담당, 시스템 관리자): schedule or edit a broadcast. */
export default function BroadcastPage() {
  const recordId = useRecordId('brcInfoNo');
  const broadcast = useQuery({ ...broadcastDeskQuery(recordId.id), enabled: recordId.editing });
  const T = BROADCAST_FORM_TEXT;
  return (
    <ConsoleRecordPage title={T} notFound={T.notFound} recordId={recordId} record={broadcast}>
      {(detail, title) => (
        <>
          <PageHeader title={title} description={T.description} />
          {detail ? <GoLive broadcast={detail} /> : null}
          <BroadcastForm key={detail?.updtDt ?? 'new'} {...(detail ? { broadcast: detail } : {})} />
          {detail && isRecordingBrcType(detail.brcTypeDcd) ? <Comments brcInfoNo={detail.brcInfoNo} /> : null}
        </>
      )}
    </ConsoleRecordPage>
  );
}
