import net from 'node:net';

/** A raw HTTP/1.1 answer: what a client that is not a browser receives. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One raw HTTP/1.1 exchange over a socket: request targets (absolute form, odd methods) are sent as they are. */
export function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf('\r\n\r\n');
      const head = text.subarray(0, split).toString('latin1');
      let rest = text.subarray(split + 4);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      if (headers['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, eol).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.toString('utf8') });
    });
    socket.write(request);
  });
}

/** A JSON call as raw HTTP/1.1, with an optional token and body. */
export function rawJson(
  port: number,
  method: string,
  target: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<RawAnswer> {
  const payload = options.body === undefined ? '' : JSON.stringify(options.body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(options.token ? [`X-AUTH-TOKEN: ${options.token}`] : []),
    ...(payload ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`] : []),
  ];
  return raw(port, `${lines.join('\r\n')}\r\n\r\n${payload}`);
}
