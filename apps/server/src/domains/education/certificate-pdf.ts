import { createRequire } from 'node:module';
import path from 'node:path';
import { formatMinutes } from '@onfan/contracts/format';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Pretendard (SIL OFL), installed with the portal: the certificate renders the same on every machine. */
const FONT_DIR = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
const REGULAR = path.join(FONT_DIR, 'Pretendard-Regular.otf');
const BOLD = path.join(FONT_DIR, 'Pretendard-Bold.otf');

export interface CertificateFacts {
  certNo: string;
  userNm: string;
  crsNm: string;
  instrNm: string;
  /** Learning time in minutes. */
  lrnMin: number;
  /** 'yyyyMMdd'. */
  cmplYmd: string;
  /** Where anyone checks the number (the portal's verification page). */
  verifyUrl: string;
}

/** The frame's two lines: their distance from every edge of the page (pt) and their width. */
const FRAME = [
  { inset: 32, line: 2 },
  { inset: 40, line: 0.5 },
] as const;
const TITLE_SPACING = 8;

function koreanDate(ymd: string): string {
  return `${ymd.slice(0, 4)}년 ${Number(ymd.slice(4, 6))}월 ${Number(ymd.slice(6, 8))}일`;
}

/**
 * A completion certificate (수료증) as an A4 PDF: the holder's name, the course, the learning time and the day of
 * completion, and the number anyone can verify on the portal. pdfkit embeds only the glyphs used (a subset).
 */
export function renderCertificate(f: CertificateFacts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 64,
      info: { Title: `수료증 ${f.certNo}`, Author: '온판(ONFAN)', Subject: f.crsNm },
      lang: 'ko-KR',
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('R', REGULAR);
    doc.registerFont('B', BOLD);
    const { width, height } = doc.page;
    // The double frame: each line the same distance from all four edges, so it is centred on the page.
    doc.strokeColor('#0b50d0');
    for (const { inset, line } of FRAME)
      doc
        .lineWidth(line)
        .rect(inset, inset, width - 2 * inset, height - 2 * inset)
        .stroke();

    doc.font('R').fontSize(10).fillColor('#464c53').text(`제 ${f.certNo} 호`, 64, 72);
    // pdfkit centres a line with the spacing after its last letter too: half of it moves the title back to the centre.
    doc
      .font('B')
      .fontSize(40)
      .fillColor('#1e2124')
      .text('수 료 증', 64 + TITLE_SPACING / 2, 150, {
        width: width - 128,
        align: 'center',
        characterSpacing: TITLE_SPACING,
      });

    const rows: [string, string][] = [
      ['성명', f.userNm],
      ['과정명', f.crsNm],
      ['강사', f.instrNm],
      ['학습 시간', formatMinutes(f.lrnMin)],
      ['수료일', koreanDate(f.cmplYmd)],
    ];
    let y = 280;
    for (const [label, value] of rows) {
      doc.font('B').fontSize(14).fillColor('#1e2124').text(label, 110, y, { width: 90 });
      doc
        .font('R')
        .fontSize(14)
        .text(value, 210, y, { width: width - 320 });
      y = Math.max(doc.y, y + 18) + 14;
    }

    doc
      .font('R')
      .fontSize(15)
      .fillColor('#1e2124')
      .text(`위 사람은 온판 이러닝 「${f.crsNm}」 과정을 성실히 이수하였기에 이 증서를 수여합니다.`, 96, y + 40, {
        width: width - 192,
        align: 'center',
        lineGap: 6,
      });
    doc
      .font('R')
      .fontSize(14)
      .text(koreanDate(f.cmplYmd), 64, height - 260, { align: 'center' });
    doc
      .font('B')
      .fontSize(20)
      .text('온판(ONFAN) 운영기관', 64, height - 220, { align: 'center' });

    // The number and the verification address on lines of their own, so a long address is never broken in two.
    doc
      .font('R')
      .fontSize(9)
      .fillColor('#464c53')
      .text(`수료증 번호 ${f.certNo}`, 64, height - 118, { width: width - 128, align: 'center' })
      .text(`진위 확인: ${f.verifyUrl}`, 64, height - 104, { width: width - 128, align: 'center' });
    doc.end();
  });
}
