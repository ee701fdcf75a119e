// `npm run cluster`: the portal as it runs on several servers, on loopback (docs/architecture.md, "Running on many
// servers"): Debian's nginx (deploy/nginx/onfan-proxy.conf, the production proxy settings) in front of two app
// instances, each with its own data folder as on two machines, one job worker (WEB=off), PostgreSQL (a throwaway
// cluster, scripts/with-postgres.mjs), Debian's redis-server and an S3-compatible object store (s3rver, decision 032).
// Stops everything on Ctrl+C. The cluster test (e2e/cluster) and the bench start it through startCluster().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startCluster as startPostgres } from './with-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const NGINX = '/usr/sbin/nginx';
export const REDIS = '/usr/bin/redis-server';
export const SERVER = path.join(root, 'apps/server/dist/server.js');
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** What the cluster needs that `npm ci` does not bring: the reason it cannot start, or null. */
export function clusterMissing() {
  if (!fs.existsSync(NGINX)) return `nginx not found at ${NGINX} (apt-get install nginx)`;
  if (!fs.existsSync(REDIS)) return `redis-server not found at ${REDIS} (apt-get install redis-server)`;
  if (!fs.existsSync('/usr/lib/postgresql')) return 'PostgreSQL server binaries not found (apt-get install postgresql)';
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** A child process whose output is kept (and echoed with a prefix when `echo`). */
function launch(name, cmd, args, { env, echo, cwd = root }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const take = (stream) => {
    let rest = '';
    stream.on('data', (d) => {
      rest += d;
      const parts = rest.split('\n');
      rest = parts.pop();
      for (const line of parts) {
        lines.push(line);
        if (echo) console.info(`[${name}] ${line}`);
      }
    });
  };
  take(child.stdout);
  take(child.stderr);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, lines, exited };
}

/** A self-signed certificate for the cluster's HTTPS + HTTP/2 listener (Debian's openssl), or null without it. */
function selfSignedCertificate(dir) {
  const r = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(dir, 'tls.key'),
      '-out',
      path.join(dir, 'tls.crt'),
    ]),
    { stdio: 'ignore' },
  );
  return r.status === 0 ? { cert: path.join(dir, 'tls.crt'), key: path.join(dir, 'tls.key') } : null;
}

function nginxConf(dir, port, upstreams, tls) {
  return `# Written by scripts/cluster.mjs: the production proxy settings (deploy/nginx/onfan-proxy.conf) on loopback.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 20000; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    upstream onfan {
${upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
        keepalive 64;
        keepalive_timeout 4s;
    }
    upstream onfan_sticky {
        hash $remote_addr consistent;
${upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
        keepalive 16;
        keepalive_timeout 4s;
    }
    server {
        listen 127.0.0.1:${port};
${tls ? `        # As in production (deploy/nginx/onfan.conf): HTTPS with HTTP/2 to browsers.\n        listen 127.0.0.1:${tls.port} ssl http2;\n        ssl_certificate ${tls.cert};\n        ssl_certificate_key ${tls.key};\n` : ''}        # Which instance answered (the cluster test checks that requests are spread); not in production.
        add_header X-Onfan-Upstream $upstream_addr always;
        include ${path.join(root, 'deploy/nginx/onfan-proxy.conf')};
    }
}
`;
}

/**
 * Starts the cluster. `instances` app processes (web, JOBS=off) behind nginx, `workers` job processes (WEB=off);
 * `env` is added to every app process's settings. Answers its parts and stop().
 */
export async function startCluster(options = {}) {
  const missing = clusterMissing();
  if (missing) throw new Error(missing);
  const { instances = 2, workers = 1, env: extraEnv = {}, echo = false } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-cluster-'));
  fs.chmodSync(dir, 0o755);
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) {
      try {
        await s();
      } catch {
        /* already gone */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // PostgreSQL: a throwaway cluster; the portal's database in it.
    const pgCluster = await startPostgres();
    stops.push(() => pgCluster.stop());
    const admin = new pg.Client({ connectionString: pgCluster.url });
    await admin.connect();
    await admin.query(
      "create database onfan template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'",
    );
    await admin.end();
    const databaseUrl = pgCluster.url.replace(/\/postgres$/, '/onfan');

    // Redis: no persistence (the limits are per minute).
    const redisPort = await freePort();
    const redis = launch(
      'redis',
      REDIS,
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'no',
      ],
      { env: process.env, echo: false },
    );
    stops.push(async () => {
      redis.child.kill('SIGTERM');
      await redis.exited;
    });
    await waitUntil('redis-server', () => redis.lines.some((l) => l.includes('Ready to accept connections')), 20_000);

    // The S3-compatible object store, files in the cluster's folder.
    const s3Port = await freePort();
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      directory: path.join(dir, 's3'),
      silent: true,
      configureBuckets: [{ name: 'onfan', configs: [] }],
    });
    await s3.run();
    stops.push(() => s3.close());

    const nginxPort = options.nginxPort ?? (await freePort());
    const url = `http://127.0.0.1:${nginxPort}`;
    const clusterUrl = url;
    // Settings every process shares, as deploy/onfan.env.example lists them.
    const shared = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: url,
      S3_BUCKET: 'onfan',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'yes',
      S3_REGION: 'us-east-1',
      ...S3_CREDENTIALS,
      ALTCHA_HMAC_KEY: randomBytes(36).toString('base64url'),
      UPLOAD_TOKEN_KEY: randomBytes(36).toString('base64url'),
      LINK_SIGNING_KEY: randomBytes(36).toString('base64url'),
      LIVE_GENERATOR: 'no',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'no',
      ...extraEnv,
    };

    const processes = [];
    const startApp = async (name, port, role) => {
      const dataDir = path.join(dir, name);
      fs.mkdirSync(dataDir, { recursive: true });
      const env = { ...shared, DATA_DIR: dataDir, PORT: String(port ?? 0), ...role };
      const proc = { name, port, url: port ? `http://127.0.0.1:${port}` : null, clusterUrl, env, run: null };
      proc.start = async () => {
        const run = launch(name, process.execPath, [SERVER], { env, echo });
        proc.run = run;
        const ready = port
          ? waitUntil(`${name}`, async () => (await fetch(`${proc.url}/readyz`)).ok, 120_000)
          : waitUntil(`${name}`, () => run.lines.some((l) => l.includes('job worker running')), 120_000);
        await Promise.race([
          ready,
          run.exited.then(({ code }) => {
            throw new Error(`${name} exited (${code}) while starting:\n${run.lines.slice(-30).join('\n')}`);
          }),
        ]);
      };
      /** SIGTERM: drains, finishes, exits; answers how long it took. */
      proc.stop = async (signal = 'SIGTERM') => {
        const run = proc.run;
        if (!run || run.child.exitCode !== null) return 0;
        const t0 = Date.now();
        run.child.kill(signal);
        await run.exited;
        return Date.now() - t0;
      };
      proc.restart = async () => {
        await proc.stop();
        await proc.start();
      };
      /**
       * Until nginx sends it requests again (it skips an instance for fail_timeout after a refused connection): what a
       * rolling restart waits for before it restarts the next instance.
       */
      proc.inRotation = async (timeoutMs = 30_000) => {
        await waitUntil(
          `${name} back in nginx's rotation`,
          async () => {
            const r = await fetch(`${proc.clusterUrl}/readyz`);
            return r.ok && String(r.headers.get('x-onfan-upstream')).endsWith(`:${port}`);
          },
          timeoutMs,
        );
      };
      /** Every line it logged, across restarts. */
      proc.logs = [];
      const origStart = proc.start;
      proc.start = async () => {
        await origStart();
        const run = proc.run;
        proc.logs.push(run.lines);
      };
      stops.push(async () => {
        const run = proc.run;
        if (!run || run.child.exitCode !== null) return;
        run.child.kill('SIGINT');
        await Promise.race([run.exited, sleep(10_000)]);
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
      });
      processes.push(proc);
      return proc;
    };

    // The first worker migrates and seeds the empty database; then the others start side by side.
    const workerProcs = [];
    for (let i = 0; i < workers; i++)
      workerProcs.push(await startApp(`worker-${i + 1}`, null, { WEB: 'off', JOBS: 'on' }));
    const webProcs = [];
    for (let i = 0; i < instances; i++) {
      webProcs.push(await startApp(`web-${String.fromCharCode(97 + i)}`, await freePort(), { JOBS: 'off' }));
    }
    if (workerProcs[0]) await workerProcs[0].start();
    else await webProcs[0].start();
    await Promise.all([...workerProcs.slice(1), ...webProcs.slice(workerProcs[0] ? 0 : 1)].map((p) => p.start()));

    // nginx last: the instances answer by now.
    const certificate = selfSignedCertificate(dir);
    const tls = certificate ? { ...certificate, port: await freePort() } : null;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConf(
        dir,
        nginxPort,
        webProcs.map((p) => p.port),
        tls,
      ),
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
    const nginx = launch('nginx', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { env: process.env, echo });
    stops.push(async () => {
      nginx.child.kill('SIGQUIT');
      await Promise.race([nginx.exited, sleep(5000)]);
      if (nginx.child.exitCode === null) nginx.child.kill('SIGKILL');
    });
    await waitUntil('nginx', async () => (await fetch(`${url}/readyz`)).ok, 20_000);

    return {
      url,
      /** https://127.0.0.1:<port> with HTTP/2 (a self-signed certificate), or null without openssl. */
      tlsUrl: tls ? `https://127.0.0.1:${tls.port}` : null,
      dir,
      databaseUrl,
      redisUrl: shared.REDIS_URL,
      s3: { endpoint: shared.S3_ENDPOINT, bucket: 'onfan' },
      env: shared,
      instances: webProcs,
      workers: workerProcs,
      nginxErrors: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
      /** Reloads nginx with only some of the instances (the bench's one-instance figure). */
      async useInstances(list) {
        fs.writeFileSync(
          path.join(dir, 'nginx.conf'),
          nginxConf(
            dir,
            nginxPort,
            list.map((p) => p.port),
            tls,
          ),
        );
        nginx.child.kill('SIGHUP');
        await sleep(1000);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = clusterMissing();
  if (missing) {
    console.error(`npm run cluster: ${missing}`);
    process.exit(1);
  }
  const needed = ['packages/contracts/dist/envelope.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];
  if (needed.some((f) => !fs.existsSync(path.join(root, f)))) {
    console.info('온판: 빌드가 없어 먼저 빌드합니다 (npm run build)...');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  console.info('온판 cluster: starting PostgreSQL, Redis, the object store, a worker, two instances and nginx...');
  const cluster = await startCluster({ nginxPort: port, echo: process.env.CLUSTER_ECHO === 'yes' });
  console.info(
    `ONFAN cluster ready at ${cluster.url} (nginx${cluster.tlsUrl ? `; HTTPS with HTTP/2 at ${cluster.tlsUrl}, self-signed` : ''}) — instances ${cluster.instances.map((i) => i.url).join(', ')}`,
  );
  console.info(`  PostgreSQL ${cluster.databaseUrl}, Redis ${cluster.redisUrl}, S3 ${cluster.s3.endpoint}/onfan`);
  console.info('  Ctrl+C stops everything.');
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, async () => {
      if (stopping) return;
      stopping = true;
      await cluster.stop();
      process.exit(0);
    });
  }
}
