import yazl from 'yazl';
import type { MemberData } from './my-data.repository.js';

/** The sections of the file in the order the page shows them, with their Korean headings. */
export const MY_DATA_SECTIONS: readonly [keyof MemberData, string][] = [
  ['profile', '회원 정보'],
  ['consents', '약관·개인정보·마케팅 동의 이력'],
  ['reservations', '스튜디오·공간 예약'],
  ['supportApplications', '지원사업 신청'],
  ['campaignApplications', '캠페인 신청'],
  ['marketEntryApplications', '판로(입점) 신청'],
  ['courseEnrolments', '교육 수강'],
  ['communityPosts', '커뮤니티 게시글'],
  ['communityComments', '커뮤니티 댓글'],
  ['smallBusinessPosts', '소상공인 커뮤니티 게시글'],
  ['smallBusinessReplies', '소상공인 커뮤니티 댓글'],
  ['messages', '메시지(보낸 것과 받은 것)'],
  ['certificates', '소상공인 확인서'],
  ['surveyAnswers', '설문 응답'],
  ['diagnoses', '자가진단 이력'],
];

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const cell = (v: unknown) => (v === null || v === undefined ? '' : escapeHtml(String(v)));

function table(caption: string, rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return `<p>${escapeHtml(caption)}: 기록이 없습니다.</p>`;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<caption>${escapeHtml(caption)} (${rows.length}건)</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** The readable page of the file: every section as a table under its Korean heading. */
export function myDataHtml(data: MemberData, madeAt: string): string {
  const sections = MY_DATA_SECTIONS.map(([key, title]) => {
    const value = data[key];
    const rows = Array.isArray(value) ? value : value ? [value] : [];
    return `<section>\n<h2>${escapeHtml(title)}</h2>\n${table(title, rows)}\n</section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>온판 내 정보</title>
<style>body{font-family:sans-serif;line-height:1.5;margin:2rem}table{border-collapse:collapse;margin-bottom:1rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}caption{text-align:left;font-weight:bold}</style>
</head>
<body>
<main>
<h1>온판 내 정보</h1>
<p>온판(소상공인 온라인 판로 지원 포털)이 보관하는 회원님의 정보입니다. 만든 때: ${escapeHtml(madeAt)}. 같은 내용이 기계가 읽을 수 있는 형식으로 my-data.json에 있습니다.</p>
${sections}
</main>
</body>
</html>
`;
}

/** The ZIP: my-data.json (every section as stored) and my-data.html (the same, to read). */
export function buildMyDataZip(data: MemberData, madeAt: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(madeAt);
  zip.addBuffer(Buffer.from(JSON.stringify({ madeAt, ...data }, null, 2), 'utf8'), 'my-data.json', { mtime });
  zip.addBuffer(Buffer.from(myDataHtml(data, madeAt), 'utf8'), 'my-data.html', { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
