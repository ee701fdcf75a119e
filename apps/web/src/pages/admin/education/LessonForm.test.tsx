import type { CourseDeskDetail } from '@onfan/contracts/education.admin';
import { educationAdminEndpoints } from '@onfan/contracts/education.admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { LessonForm } from './LessonForm';

const callMock = vi.hoisted(() => vi.fn());
const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock, callUpload: uploadMock, callDownload: vi.fn() }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));
vi.mock('@/features/community/components/RichTextEditor', () => ({
  RichTextEditor: ({ label }: { label: string }) => <p>{label}</p>,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const course = { eduCrsId: 5, updtDt: '2026-12-08T01:00:00.000Z', lessons: [] } as unknown as CourseDeskDetail;

describe('LessonForm', () => {
  it('sends a quiz lesson as typed and shows the server’s messages at their fields, keeping the draft', async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        number: 400,
        message: '정답 보기를 골라 주세요.',
        errors: [{ field: 'questions.0.answerNo', message: '정답 보기를 골라 주세요.' }],
      }),
    );
    const onClose = vi.fn();
    render(<LessonForm course={course} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /^차시 제목/ }), '확인 퀴즈');
    await user.type(screen.getByRole('textbox', { name: /^학습 시간/ }), '5');
    await user.click(screen.getByRole('radio', { name: '퀴즈' }));
    await user.type(screen.getByRole('textbox', { name: /^1번 문항 내용/ }), '배송비는 어디에?');
    await user.type(screen.getByRole('textbox', { name: /^1번 문항 보기 1/ }), '상품 설명');
    await user.type(screen.getByRole('textbox', { name: /^1번 문항 보기 2/ }), '배송 정보');
    await user.click(screen.getByRole('button', { name: '차시 저장' }));
    expect(await screen.findByText('정답 보기를 골라 주세요.')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(educationAdminEndpoints.addLesson, {
      params: { eduCrsId: 5 },
      body: {
        updtDt: course.updtDt,
        lsnNm: '확인 퀴즈',
        lrnMin: 5,
        lsnKind: 'QUIZ',
        lsnCn: '',
        brcInfoNo: null,
        atchFileIds: [],
        passPct: 60,
        questions: [{ qstnCn: '배송비는 어디에?', choices: ['상품 설명', '배송 정보'], answerNo: undefined }],
      },
    });
    // The draft is kept: the answer is chosen and saved again.
    expect(screen.getByRole('textbox', { name: /^1번 문항 내용/ })).toHaveValue('배송비는 어디에?');
    callMock.mockResolvedValueOnce({ number: 200, message: '차시를 넣었습니다.', eduCrsId: 5 });
    await user.click(screen.getByRole('radio', { name: '보기 2' }));
    await user.click(screen.getByRole('button', { name: '차시 저장' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callMock.mock.calls.at(-1)![1].body.questions[0].answerNo).toBe(2);
  });

  it('uploads study materials, lists them with their size, and an upload answers the server’s message about them', async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        number: 400,
        message: '학습 자료를 찾을 수 없습니다.',
        errors: [{ field: 'atchFileIds', message: '학습 자료를 찾을 수 없습니다.' }],
      }),
    );
    uploadMock.mockResolvedValueOnce({
      number: 200,
      message: '올렸습니다.',
      files: [{ fileId: 'f-1', fileNm: '교재.pdf', fileSize: 2048 }],
    });
    const { container } = render(<LessonForm course={course} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /^차시 제목/ }), '읽기 자료');
    await user.type(screen.getByRole('textbox', { name: /^학습 시간/ }), '5');
    await user.click(screen.getByRole('button', { name: '차시 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('학습 자료를 찾을 수 없습니다.');
    const materials = screen.getByRole('group', { name: '학습 자료' });
    expect(materials).toHaveAccessibleDescription(/^PDF, 한글\(HWP\)/);
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], '교재.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('교재.pdf (2 KB)')).toBeInTheDocument();
    expect(screen.queryByText('학습 자료를 찾을 수 없습니다.')).not.toBeInTheDocument();
    callMock.mockResolvedValueOnce({ number: 200, message: '차시를 넣었습니다.', eduCrsId: 5 });
    await user.click(screen.getByRole('button', { name: '차시 저장' }));
    await vi.waitFor(() => expect(callMock.mock.calls.at(-1)![1].body.atchFileIds).toEqual(['f-1']));
    await user.click(screen.getByRole('button', { name: '교재.pdf 빼기' }));
    expect(screen.queryByText('교재.pdf (2 KB)')).not.toBeInTheDocument();
  });
});
