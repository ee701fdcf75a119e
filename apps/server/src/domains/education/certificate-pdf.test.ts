import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { renderCertificate } from './certificate-pdf.js';

/**
 * What a reader of the certificate sees, read back from the PDF pdfkit writes: the page's size, the rectangles its
 * page draws, and its lines of text (each font's glyph ids mapped back through the font's ToUnicode table).
 */
function readPdf(pdf: Buffer): { page: { width: number; height: number }; rects: number[][]; lines: string[] } {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const m of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    const dict = at >= 0 ? body.slice(0, at) : body;
    let stream: string | null = null;
    if (at >= 0) {
      // The stream's bytes are as many as its /Length says, after the line end that follows `stream`: trimming a line
      // end before `endstream` instead took the data's own last byte when it was a \r (one font stream in 1,500).
      const start = at + 'stream'.length + (body.startsWith('\r\n', at + 'stream'.length) ? 2 : 1);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      const raw = Buffer.from(body.slice(start, start + length), 'latin1');
      stream = (dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(source)!;
  const page = { width: Number(box[1]), height: Number(box[2]) };

  // Each font's glyph id → text, from its ToUnicode table.
  const fonts = new Map<string, Map<number, string>>();
  const fontRefs = /\/Font <<([^>]*)>>/.exec(source)![1]!;
  for (const [, name, ref] of fontRefs.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))!.dict);
    const glyphs = new Map<number, string>();
    fonts.set(name!, glyphs);
    if (!toUnicode) continue;
    const cmap = objects.get(Number(toUnicode[1]))!.stream!;
    // pdfkit writes ranges as arrays: <first> <last> [<text of first> <text of next> …], text in UTF-16BE.
    const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
    for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi))
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((u, i) => glyphs.set(parseInt(from!, 16) + i, utf16(u[1]!)));
  }

  const content = [...objects.values()].map((o) => o.stream ?? '').find((s) => / re\n/.test(s))!;
  const rects = [...content.matchAll(/^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/gm)].map((m) => m.slice(1).map(Number));
  const lines: string[] = [];
  let font = new Map<number, string>();
  let line = '';
  for (const [, fontName, shown, end] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|(ET)/g)) {
    if (fontName) font = fonts.get(fontName) ?? new Map();
    else if (shown !== undefined)
      for (const [, hex] of shown.matchAll(/<([0-9a-f]*)>/gi))
        for (let i = 0; i < hex!.length; i += 4) line += font.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '?';
    else if (end) {
      lines.push(line);
      line = '';
    }
  }
  return { page, rects, lines };
}

const FACTS = {
  certNo: 'EDU-2A3B4C5D',
  userNm: '홍길동',
  crsNm: '온라인 판로 개척 첫걸음',
  instrNm: '김강사',
  lrnMin: 95,
  cmplYmd: '20261120',
  verifyUrl: 'https://www.onfan.example.kr/education/certificate?certNo=EDU-2A3B4C5D',
};

describe('the completion certificate (PDF)', () => {
  it('its double frame is centred on the page: every rectangle has the same margin on opposite sides', async () => {
    const { page, rects, lines } = readPdf(await renderCertificate(FACTS));
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(rects).toHaveLength(2);
    for (const [x, y, w, h] of rects) {
      expect(x!, 'left = right').toBeCloseTo(page.width - x! - w!, 2);
      expect(y!, 'top = bottom').toBeCloseTo(page.height - y! - h!, 2);
    }
    // Two frames, one inside the other.
    const [outer, inner] = [...rects].sort((a, b) => a[0]! - b[0]!);
    expect(inner![0]!).toBeGreaterThan(outer![0]!);
    // The verification address is one line of its own, however long the portal's address.
    expect(lines).toContain(`진위 확인: ${FACTS.verifyUrl}`);
    const long = readPdf(
      await renderCertificate({
        ...FACTS,
        verifyUrl: `https://www.onfan-portal.example.go.kr:8443/education/certificate?certNo=${FACTS.certNo}`,
      }),
    );
    expect(long.lines).toContain(
      `진위 확인: https://www.onfan-portal.example.go.kr:8443/education/certificate?certNo=${FACTS.certNo}`,
    );
    expect(lines.join('\n')).toContain('홍길동');
    expect(lines.join('\n')).toContain('온라인 판로 개척 첫걸음');
  });
});

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** demo-member's certificate, downloaded with these request headers, as the text its PDF shows. */
async function certificate(app: App, headers: Record<string, string> = {}) {
  const token = await login(app, 'demo-member');
  const mine = (await call(app, 'GET', '/v1/app/edu/my/courses', { token })).body as {
    enrolment: { certNo: string | null };
  }[];
  const certNo = mine.find((c) => c.enrolment.certNo)!.enrolment.certNo!;
  const res = await app.inject({
    method: 'GET',
    url: `/v1/app/edu/cert/${certNo}`,
    headers: { 'x-auth-token': token, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return { certNo, text: readPdf(res.rawPayload).lines.join('\n') };
}

describe('with PUBLIC_URL set, the certificate names it', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://www.onfan.example.kr', publicUrlSet: true } });

  it('whatever host the request names', async () => {
    const { certNo, text } = await certificate(app, { host: 'attacker.example' });
    expect(text).toContain(`진위 확인: https://www.onfan.example.kr/education/certificate?certNo=${certNo}`);
    expect(text).not.toContain('localhost');
    expect(text).not.toContain('attacker');
  });
});

describe('without PUBLIC_URL, the certificate names the address its holder reached', async () => {
  const { app } = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });

  it('the request’s own host, a trusted proxy’s forwarded scheme and host, never localhost', async () => {
    const direct = await certificate(app, { host: '192.168.0.10:3000' });
    expect(direct.text).toContain(`진위 확인: http://192.168.0.10:3000/education/certificate?certNo=${direct.certNo}`);
    const proxied = await certificate(app, {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'onfan.example.kr',
    });
    expect(proxied.text).toContain(
      `진위 확인: https://onfan.example.kr/education/certificate?certNo=${proxied.certNo}`,
    );
    // A malformed host falls back to the configured default rather than being written into the certificate.
    const odd = await certificate(app, { host: 'x.kr', 'x-forwarded-host': 'bad host/<x>' });
    expect(odd.text).not.toContain('bad host');
    expect(odd.text).toMatch(/진위 확인: http:\/\/localhost:\d+\/education\/certificate/);
  });
});
