import { zodResolver } from '@hookform/resolvers/zod';
import type { CommunityPostBody, CommunityPostDetail } from '@onfan/contracts/community';
import { COMMUNITY_MESSAGES, COMMUNITY_TITLE_MAX, communityPostBodySchema } from '@onfan/contracts/community';
import { communityListPath, communityPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import {
  communityCategoriesQuery,
  communityViewQuery,
  DEFAULT_COMMUNITY_CATEGORY,
  useSavePost,
} from '../community-api';
import { RichTextEditor } from './RichTextEditor';
import list from '@/components/ui/ListPage.module.css';
import styles from './Community.module.css';
import { Form } from '@/components/ui/Form';

export const WRITE_TEXT = {
  create: '커뮤니티 글쓰기',
  edit: '커뮤니티 글 수정',
  category: '카테고리',
  title: '제목',
  body: '내용',
  save: '등록',
  update: '수정',
  cancel: '취소',
  list: '목록',
} as const;

type FormInput = z.input<typeof communityPostBodySchema>;
type FormValues = z.output<typeof communityPostBodySchema>;

function PostForm({ post, ctgrCode }: { post: CommunityPostDetail | null; ctgrCode: string }) {
  const navigate = useNavigate();
  const id = post?.comunBltartclId ?? 0;
  const categories = useQuery(communityCategoriesQuery());
  const { control, handleSubmit } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(communityPostBodySchema),
    defaultValues: {
      comunCtgrDcd: post?.comunCtgrDcd ?? ctgrCode,
      comunBltartclTit: post?.comunBltartclTit ?? '',
      comunBltartclCn: post?.comunBltartclCn ?? '',
    },
  });
  const body = useController({ control, name: 'comunBltartclCn' });
  const save = useSavePost(id, {
    onDone: (result) => navigate(communityPath(result.comunBltartclId, ctgrCode), { replace: true }),
  });
  const send = (values: FormValues) => void save.run(values satisfies CommunityPostBody);
  const cancelHref = id > 0 ? communityPath(id, ctgrCode) : communityListPath(ctgrCode);

  return (
    <Form className={styles.form} noValidate onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      <FormSelect
        control={control}
        name="comunCtgrDcd"
        label={WRITE_TEXT.category}
        placeholder="카테고리를 선택해주세요"
        options={(categories.data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }))}
        isRequired
      />
      <FormTextField
        control={control}
        name="comunBltartclTit"
        label={WRITE_TEXT.title}
        maxLength={COMMUNITY_TITLE_MAX}
        showCounter
        isRequired
      />
      <RichTextEditor
        label={WRITE_TEXT.body}
        initialHtml={post?.comunBltartclCn ?? ''}
        onChange={(html) => body.field.onChange(html)}
      />
      <div className={styles.formActions}>
        <LinkButton href={cancelHref} variant="secondary">
          {WRITE_TEXT.cancel}
        </LinkButton>
        <Button type="submit" isPending={save.isPending}>
          {id > 0 ? WRITE_TEXT.update : WRITE_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

/** Write (id 0) or edit (the author's own post) a community post; a visitor logs in first and comes back. */
export function CommunityPostEditor() {
  const id = Number(useParams().comunBltartclId);
  const [search] = useSearchParams();
  const location = useLocation();
  const { status } = useSession();
  const ctgrCode = search.get('ctgrCode') || DEFAULT_COMMUNITY_CATEGORY;
  const editing = id > 0;
  const { data, isPending, isError } = useQuery(communityViewQuery(editing ? id : 0));
  const title = editing ? WRITE_TEXT.edit : WRITE_TEXT.create;

  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname + location.search)} replace />;
  if (status === 'pending') return <Spinner />;

  // A post fetched again that fails keeps the form being typed in (the post as first fetched stays its start).
  if (!Number.isInteger(id) || id < 0 || (editing && ((isError && !data) || (data && !data.canEdit)))) {
    const message = editing && data && !data.canEdit ? COMMUNITY_MESSAGES.notYourPost : COMMUNITY_MESSAGES.notFound;
    return (
      <div className={list.wrap}>
        <PageHeader title={title} />
        <EmptyState
          message={message}
          action={<LinkButton href={communityListPath(ctgrCode)}>{WRITE_TEXT.list}</LinkButton>}
        />
      </div>
    );
  }
  if (editing && isPending && !data) return <Spinner />;
  return (
    <div className={list.wrap}>
      <PageHeader title={title} />
      <PostForm key={id} post={editing ? (data ?? null) : null} ctgrCode={ctgrCode} />
    </div>
  );
}
