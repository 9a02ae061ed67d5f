import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment and Node arguments of `npm run serve` (after `npm run build`), read from
 * package.json so the server measured is the one users start; it runs as its own process, and the
 * load comes from another.
 */
async function serveCommand(): Promise<{ env: Record<string, string>; args: string[] }> {
  const manifest = JSON.parse(await readFile(`${repoRoot}/package.json`, 'utf8')) as {
    scripts: { serve: string };
  };
  const words = manifest.scripts.serve.split(/\s+/);
  const env: Record<string, string> = {};
  for (let word = words[0]; word?.includes('='); word = words[0]) {
    const [name = '', value = ''] = word.split('=');
    env[name] = value;
    words.shift();
  }
  const [command, ...args] = words;
  if (command !== 'node')
    throw new Error(`npm run serve is no longer a plain node command: ${manifest.scripts.serve}`);
  return { env, args };
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** From spawning the process to its first healthy answer. */
  startMs: number;
  /** Resident memory now and the most the process has held so far (VmRSS, VmHWM), in MB. */
  memory(): Promise<{ rssMb: number; peakMb: number }>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function waitHealthy(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server did not become healthy: ${errors()}`);
}

/** Starts the server like `npm start` does, in production mode with info logs, on a free port. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const serve = await serveCommand();
  const child = spawn(process.execPath, serve.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...serve.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
      PORT: `${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  try {
    await waitHealthy(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid,
    startMs: performance.now() - started,
    memory: () => memoryOf(pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
