import { zodResolver } from '@hookform/resolvers/zod';
import type { BannerAdminRow, SectionAdminRow } from '@onfan/contracts/main.admin';
import { bannerFormSchema } from '@onfan/contracts/main.admin';
import { IMAGE_ACCEPT } from '@onfan/contracts/upload';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/form/FormDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/Tabs';
import { TextField } from '@/components/ui/TextField';
import {
  CONSOLE_LIST_TEXT,
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import consoleStyles from '@/features/admin/components/console.module.css';
import {
  adminBannersQuery,
  adminSectionsQuery,
  uploadBannerImage,
  useBannerExposure,
  useBannerPosition,
  useCreateBanner,
  useEditBanner,
  useSectionExposure,
  useSectionPosition,
} from '@/features/main/main-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { useListParams } from '@/lib/use-list-params';
import styles from './publishing.module.css';

export const MAIN_SCREEN_TEXT = {
  title: '메인 화면',
  description:
    '메인 화면의 배너와 섹션 순서를 관리합니다. 저장하면 모든 서버의 메인 화면 캐시를 비워 방문자에게 바로 보입니다. 메인 화면의 팝업은 공지사항의 팝업 설정으로 관리합니다.',
  tabs: '메인 화면 관리 항목',
  bannersTab: '배너',
  sectionsTab: '섹션 순서',
  banners: '메인 배너 목록',
  search: '배너 제목',
  exposure: '노출',
  all: '전체',
  shown: '보임',
  hidden: '숨김',
  position: '순서',
  bannerTitle: '제목',
  period: '게시 기간',
  always: '상시',
  manage: '관리',
  add: '배너 등록',
  edit: '수정',
  show: '보이기',
  hide: '숨기기',
  up: '위로',
  down: '아래로',
  of: (name: string) => ` (${name})`,
  addTitle: '배너 등록',
  editTitle: (title: string) => `배너 수정: ${title}`,
  fields: {
    bannrTit: '제목',
    bannrSubTit: '부제목',
    linkUrl: '연결 주소',
    linkHelp: '/support처럼 포털 주소나 https:// 주소를 적습니다.',
    newWinYn: '여는 방식',
    sameWindow: '현재 창',
    newWindow: '새 창',
    bgColor: '배경색',
    bgColorHelp: '#0b50d0처럼 6자리 색상 코드',
    picture: '배너 그림(선택)',
    pictureHelp: 'JPG, PNG, GIF, WEBP 이미지 한 장. 그림을 넣으면 대체 텍스트를 꼭 적습니다.',
    uploading: '그림을 올리는 중입니다.',
    removePicture: '그림 빼기',
    pictureAlt: '그림의 대체 텍스트',
    pictureAltHelp: '그림을 볼 수 없는 사람에게 읽어 주는 설명입니다.',
    pstgBgngYmd: '게시 시작일',
    pstgEndYmd: '게시 종료일',
    ymdHelp: '예: 20261201. 비우면 기한 없이 게시합니다.',
  },
  cancel: '취소',
  save: '저장',
  confirmCreate: '배너를 등록하시겠습니까? 등록한 배너는 숨김 상태로 시작합니다.',
  confirmEdit: '배너를 수정하시겠습니까? 메인 화면에 바로 반영됩니다.',
  confirmExposure: (title: string, show: boolean) =>
    show ? `'${title}' 배너를 메인 화면에 보이게 하시겠습니까?` : `'${title}' 배너를 메인 화면에서 숨기시겠습니까?`,
  sections: '메인 섹션 순서',
  sectionsHelp:
    '섹션을 끌어다 놓거나, 위로·아래로 단추로 한 칸씩 옮깁니다. 옮기면 바로 저장되고 메인 화면에 반영됩니다.',
  items: (n: number) => `항목 ${n}개`,
  confirmSectionExposure: (name: string, show: boolean) =>
    show ? `'${name}' 섹션을 메인 화면에 보이게 하시겠습니까?` : `'${name}' 섹션을 메인 화면에서 숨기시겠습니까?`,
  moved: (name: string, position: number, total: number) =>
    `'${name}'을(를) ${total}개 중 ${position}번째로 옮겼습니다.`,
  sectionsFailed: '섹션 목록을 불러오지 못했습니다.',
  noSections: '메인 섹션이 없습니다.',
} as const;

const T = MAIN_SCREEN_TEXT;
const PAGE_SIZE = 20;
const FILTERS = ['q', 'expsrYn'] as const;
const EXPOSURE_OPTIONS = [
  { value: '', label: T.all },
  { value: 'Y', label: T.shown },
  { value: 'N', label: T.hidden },
];
const WINDOW_OPTIONS = [
  { value: 'N', label: T.fields.sameWindow },
  { value: 'Y', label: T.fields.newWindow },
] as const;

const ymd = (v: string) => (v ? `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6, 8)}` : '');
const periodOf = (b: BannerAdminRow) =>
  b.pstgBgngYmd || b.pstgEndYmd ? `${ymd(b.pstgBgngYmd)} ~ ${ymd(b.pstgEndYmd)}` : T.always;

type BannerInput = z.input<typeof bannerFormSchema>;

/** The picture: uploaded at once as a public image, shown with its alternative text, or taken out. */
function PictureField({ url, alt, onChange }: { url: string; alt: string; onChange: (url: string) => void }) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadBannerImage(file));
    } catch (error) {
      await modal.alert(error instanceof Error ? error.message : refusalMessage(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.fileField}>
      <label htmlFor={id}>{T.fields.picture}</label>
      <input id={id} type="file" accept={IMAGE_ACCEPT} onChange={(e) => void pick(e)} aria-describedby={`${id}-help`} />
      <p id={`${id}-help`} className={consoleStyles.note}>
        {T.fields.pictureHelp}
      </p>
      {uploading && <Spinner label={T.fields.uploading} />}
      {url && (
        <div>
          <img className={styles.picture} src={url} alt={alt} />
          <Button size="small" variant="secondary" onPress={() => onChange('')}>
            {T.fields.removePicture}
          </Button>
        </div>
      )}
    </div>
  );
}

function BannerDialog({ row, onClose }: { row: BannerAdminRow | null; onClose: () => void }) {
  const form = useForm<BannerInput>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: row
      ? {
          bannrTit: row.bannrTit,
          bannrSubTit: row.bannrSubTit,
          linkUrl: row.linkUrl,
          newWinYn: row.newWinYn,
          bannrImgPtUrl: row.bannrImgPtUrl,
          bannrImgAlt: row.bannrImgAlt,
          bgColor: row.bgColor,
          pstgBgngYmd: row.pstgBgngYmd,
          pstgEndYmd: row.pstgEndYmd,
        }
      : {
          bannrTit: '',
          bannrSubTit: '',
          linkUrl: '',
          newWinYn: 'N',
          bannrImgPtUrl: '',
          bannrImgAlt: '',
          bgColor: '#0b50d0',
          pstgBgngYmd: '',
          pstgEndYmd: '',
        },
  });
  const create = useCreateBanner({ confirm: T.confirmCreate, onDone: onClose });
  const edit = useEditBanner({ confirm: T.confirmEdit, onDone: onClose, onRefused: onClose });
  const picture = useWatch({ control: form.control, name: 'bannrImgPtUrl' }) ?? '';
  const alt = useWatch({ control: form.control, name: 'bannrImgAlt' }) ?? '';
  const save = (v: BannerInput) => {
    const body = bannerFormSchema.parse(v);
    void (row ? edit.run({ bannrId: row.bannrId, updtDt: row.updtDt, ...body }) : create.run(body));
  };
  return (
    <FormDialog
      title={row ? T.editTitle(row.bannrTit) : T.addTitle}
      size="large"
      onClose={onClose}
      cancel={T.cancel}
      send={T.save}
      isPending={create.isPending || edit.isPending}
      handleSubmit={form.handleSubmit}
      onValid={save}
    >
      <div className={styles.fields}>
        <FormTextField control={form.control} name="bannrTit" label={T.fields.bannrTit} isRequired maxLength={100} />
        <FormTextField control={form.control} name="bannrSubTit" label={T.fields.bannrSubTit} maxLength={200} />
        <FormTextField
          control={form.control}
          name="linkUrl"
          label={T.fields.linkUrl}
          description={T.fields.linkHelp}
          maxLength={500}
        />
        <FormRadioGroup
          control={form.control}
          name="newWinYn"
          label={T.fields.newWinYn}
          options={WINDOW_OPTIONS}
          orientation="horizontal"
        />
        <FormTextField
          control={form.control}
          name="bgColor"
          label={T.fields.bgColor}
          description={T.fields.bgColorHelp}
          maxLength={7}
        />
        <PictureField
          url={picture}
          alt={alt}
          onChange={(url) => form.setValue('bannrImgPtUrl', url, { shouldDirty: true })}
        />
        <FormTextField
          control={form.control}
          name="bannrImgAlt"
          label={T.fields.pictureAlt}
          description={T.fields.pictureAltHelp}
          isRequired={picture !== ''}
          maxLength={200}
        />
        <FormTextField
          control={form.control}
          name="pstgBgngYmd"
          label={T.fields.pstgBgngYmd}
          description={T.fields.ymdHelp}
          inputMode="numeric"
          maxLength={8}
        />
        <FormTextField
          control={form.control}
          name="pstgEndYmd"
          label={T.fields.pstgEndYmd}
          description={T.fields.ymdHelp}
          inputMode="numeric"
          maxLength={8}
        />
      </div>
    </FormDialog>
  );
}

function BannersPanel() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const list = useQuery(adminBannersQuery({ ...query, expsrYn: query.expsrYn as 'Y' | 'N' | undefined }));
  const [editing, setEditing] = useState<BannerAdminRow | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const exposure = useBannerExposure({
    confirm: (v) =>
      T.confirmExposure(list.data?.items.find((b) => b.bannrId === v.id)?.bannrTit ?? '', v.expsrYn === 'Y'),
  });
  const move = useBannerPosition({
    success: false,
    onDone: (_r, v) => {
      const b = list.data?.items.find((x) => x.bannrId === v.id);
      setAnnouncement(T.moved(b?.bannrTit ?? '', v.position, list.data?.totalCount ?? 0));
    },
  });
  const total = list.data?.totalCount ?? 0;
  // Moving a banner up or down only reads right on the whole list in display order (no sort, or the order's own).
  const sortedBy = params.get('sort');
  const unfiltered =
    !query.q && !query.expsrYn && (!sortedBy || (sortedBy === 'sortSeq' && params.get('order') !== 'desc'));
  const columns: ConsoleColumn<BannerAdminRow>[] = [
    // The display order is the list's default sort (the server's), so the position column reads as sorted up.
    { key: 'position', header: T.position, render: (b) => b.position, nowrap: true, sort: 'sortSeq' },
    {
      key: 'title',
      header: T.bannerTitle,
      sort: 'bannrTit',
      render: (b) => (
        <>
          <strong>{b.bannrTit}</strong>
          {b.bannrSubTit && <div>{b.bannrSubTit}</div>}
        </>
      ),
    },
    { key: 'period', header: T.period, render: periodOf, nowrap: true, sort: 'pstgBgngYmd', sortFirst: 'desc' },
    {
      key: 'exposure',
      header: T.exposure,
      render: (b) =>
        b.expsrYn === 'Y' ? <Badge variant="success">{T.shown}</Badge> : <Badge variant="gray">{T.hidden}</Badge>,
      nowrap: true,
    },
    {
      key: 'manage',
      header: T.manage,
      nowrap: true,
      render: (b) => (
        <div className={consoleStyles.actions}>
          <Button size="small" variant="secondary" onPress={() => setEditing(b)}>
            {T.edit}
            <span className="sr-only">{T.of(b.bannrTit)}</span>
          </Button>
          <Button
            size="small"
            variant="secondary"
            onPress={() =>
              void exposure.run({ id: b.bannrId, updtDt: b.updtDt, expsrYn: b.expsrYn === 'Y' ? 'N' : 'Y' })
            }
          >
            {b.expsrYn === 'Y' ? T.hide : T.show}
            <span className="sr-only">{T.of(b.bannrTit)}</span>
          </Button>
          {unfiltered && (
            <>
              <Button
                size="small"
                variant="tertiary"
                isDisabled={b.position <= 1}
                onPress={() => void move.run({ id: b.bannrId, updtDt: b.updtDt, position: b.position - 1 })}
              >
                {T.up}
                <span className="sr-only">{T.of(b.bannrTit)}</span>
              </Button>
              <Button
                size="small"
                variant="tertiary"
                isDisabled={b.position >= total}
                onPress={() => void move.run({ id: b.bannrId, updtDt: b.updtDt, position: b.position + 1 })}
              >
                {T.down}
                <span className="sr-only">{T.of(b.bannrTit)}</span>
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <Button onPress={() => setEditing('new')}>{T.add}</Button>
      </div>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <TextField label={T.search} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
            <Select
              label={T.exposure}
              options={EXPOSURE_OPTIONS}
              value={v.expsrYn}
              onChange={(x) => set('expsrYn', x ?? '')}
            />
          </>
        )}
      </ConsoleFilters>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <ConsoleList caption={T.banners} query={list} columns={columns} rowKey={(b) => b.bannrId} pageSize={PAGE_SIZE} />
      {editing && <BannerDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function SectionsPanel() {
  const list = useQuery(adminSectionsQuery());
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a keyboard move the moved section's button keeps the focus (the list is drawn again in its new order).
  const [focusAfter, setFocusAfter] = useState<{ id: number; dir: 'up' | 'down' } | null>(null);
  const items = list.data?.items ?? [];
  const total = list.data?.totalCount ?? 0;
  const move = useSectionPosition({
    success: false,
    onDone: (_r, v) => {
      const g = items.find((x) => x.sectGrpId === v.id);
      setAnnouncement(T.moved(g?.sectGrpNm ?? '', v.position, total));
    },
  });
  const exposure = useSectionExposure({
    confirm: (v) =>
      T.confirmSectionExposure(items.find((g) => g.sectGrpId === v.id)?.sectGrpNm ?? '', v.expsrYn === 'Y'),
  });
  useEffect(() => {
    if (!focusAfter || !list.data) return;
    const row = list.data.items.find((g) => g.sectGrpId === focusAfter.id);
    if (!row) return;
    const atEdge = focusAfter.dir === 'up' ? row.position <= 1 : row.position >= list.data.totalCount;
    const dir = atEdge ? (focusAfter.dir === 'up' ? 'down' : 'up') : focusAfter.dir;
    document.getElementById(`section-${row.sectGrpId}-${dir}`)?.focus();
  }, [focusAfter, list.data]);

  const moveTo = (g: SectionAdminRow, position: number, dir?: 'up' | 'down') => {
    if (position < 1 || position > total || position === g.position) return;
    void move.run({ id: g.sectGrpId, updtDt: g.updtDt, position }).then((done) => {
      if (done && dir) setFocusAfter({ id: g.sectGrpId, dir });
    });
  };

  if (list.isPending) return <Spinner />;
  if (list.isError) return <EmptyState message={T.sectionsFailed} description={refusalMessage(list.error)} />;
  return (
    <section className={consoleStyles.list} aria-busy={list.isFetching}>
      <p className={consoleStyles.note}>{T.sectionsHelp}</p>
      <p className={consoleStyles.count}>{CONSOLE_LIST_TEXT.count(total)}</p>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {items.length === 0 ? (
        <EmptyState message={T.noSections} />
      ) : (
        <ol className={styles.sortList} aria-label={T.sections}>
          {items.map((g) => (
            <li
              key={g.sectGrpId}
              className={styles.sortItem}
              draggable
              data-dragging={dragging === g.sectGrpId || undefined}
              data-drop={(over === g.sectGrpId && dragging !== g.sectGrpId) || undefined}
              onDragStart={(e) => {
                setDragging(g.sectGrpId);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(g.sectGrpId));
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setOver(g.sectGrpId);
              }}
              onDrop={(e) => {
                e.preventDefault();
                const id = Number(e.dataTransfer.getData('text/plain')) || dragging;
                const moved = items.find((x) => x.sectGrpId === id);
                setDragging(null);
                setOver(null);
                if (moved) moveTo(moved, g.position);
              }}
            >
              <span className={styles.handle} aria-hidden="true">
                ⋮⋮
              </span>
              <span className={styles.sortName}>
                <strong>
                  {g.position}. {g.sectGrpNm}
                </strong>
                {g.sectGrpDesc} ({T.items(g.itemCount)})
              </span>
              {g.expsrYn === 'Y' ? (
                <Badge variant="success">{T.shown}</Badge>
              ) : (
                <Badge variant="gray">{T.hidden}</Badge>
              )}
              <span className={consoleStyles.actions}>
                <Button
                  id={`section-${g.sectGrpId}-up`}
                  size="small"
                  variant="tertiary"
                  isDisabled={g.position <= 1}
                  onPress={() => moveTo(g, g.position - 1, 'up')}
                >
                  {T.up}
                  <span className="sr-only">{T.of(g.sectGrpNm)}</span>
                </Button>
                <Button
                  id={`section-${g.sectGrpId}-down`}
                  size="small"
                  variant="tertiary"
                  isDisabled={g.position >= total}
                  onPress={() => moveTo(g, g.position + 1, 'down')}
                >
                  {T.down}
                  <span className="sr-only">{T.of(g.sectGrpNm)}</span>
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() =>
                    void exposure.run({ id: g.sectGrpId, updtDt: g.updtDt, expsrYn: g.expsrYn === 'Y' ? 'N' : 'Y' })
                  }
                >
                  {g.expsrYn === 'Y' ? T.hide : T.show}
                  <span className="sr-only">{T.of(g.sectGrpNm)}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** admin/main (콘텐츠 담당, 시스템 관리자): the main page's banners and the order of its sections, as tabs. */
export default function MainScreenPage() {
  const params = useListParams();
  const tab = params.get('tab') === 'sections' ? 'sections' : 'banners';
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => params.update({ tab: key === 'sections' ? 'sections' : '', pageNo: '' })}
      >
        <TabList aria-label={T.tabs}>
          <Tab id="banners">{T.bannersTab}</Tab>
          <Tab id="sections">{T.sectionsTab}</Tab>
        </TabList>
        <TabPanel id="banners">
          <BannersPanel />
        </TabPanel>
        <TabPanel id="sections">
          <SectionsPanel />
        </TabPanel>
      </Tabs>
    </>
  );
}
