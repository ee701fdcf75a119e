// `npm start`: builds when the build is missing, then serves the portal (the server migrates and seeds on start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const needed = [
  'packages/contracts/dist/envelope.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist/ssr/entry-server.js',
];
if (needed.some((f) => !fs.existsSync(path.join(root, f)))) {
  console.info('온판: 빌드가 없어 먼저 빌드합니다 (npm run build)...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const args = [];
if (fs.existsSync(path.join(root, '.env'))) args.push(`--env-file=${path.join(root, '.env')}`);
args.push(path.join(root, 'apps/server/dist/server.js'));
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, sig) => process.exit(code ?? (sig ? 0 : 1)));
