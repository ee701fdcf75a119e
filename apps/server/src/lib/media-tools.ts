import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The optional packages that ship ffmpeg and ffprobe binaries inside them (no download at install time). */
const BUNDLED = { ffmpeg: '@ffmpeg-installer/ffmpeg', ffprobe: '@ffprobe-installer/ffprobe' } as const;
type Tool = keyof typeof BUNDLED;

async function runs(command: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  try {
    await run(command, ['-hide_banner', '-version'], { env, timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** The binary an optional package ships for this platform, or null when npm left it out (another platform). */
export function bundledPath(tool: Tool): string | null {
  try {
    return (require(BUNDLED[tool]) as { path: string }).path;
  } catch {
    return null;
  }
}

/**
 * Where the broadcast media come from (decision 017): the machine's own `ffmpeg` and `ffprobe` when they run, else the
 * binaries of the optional npm packages, so `npm install && npm start` gives the demo's videos on a machine without
 * them. Every caller spawns the tools by name, so a missing tool's package folder is put at the front of PATH for
 * this process and its children. Answers which source each tool came from ('system', 'bundled' or 'missing').
 */
export async function useMediaTools(env: NodeJS.ProcessEnv = process.env): Promise<Record<Tool, string>> {
  const found: Record<Tool, string> = { ffmpeg: 'missing', ffprobe: 'missing' };
  for (const tool of Object.keys(BUNDLED) as Tool[]) {
    if (await runs(tool, env)) {
      found[tool] = 'system';
      continue;
    }
    const bundled = bundledPath(tool);
    if (bundled === null) continue;
    // ffprobe's package makes its binary executable in a postinstall script; an install that skipped scripts has not.
    await fs.chmod(bundled, 0o755).catch(() => undefined);
    if (!(await runs(bundled, env))) continue;
    env.PATH = [path.dirname(bundled), env.PATH].filter(Boolean).join(path.delimiter);
    found[tool] = 'bundled';
  }
  return found;
}
