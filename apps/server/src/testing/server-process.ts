import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
// tsx is found from the repository's root, as `npm run serve` finds it.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type ServerProcess = {
  url: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or the OOM killer would: no shutdown runs. */
  kill(): Promise<void>;
  /** Freezes the process (SIGSTOP): it holds what it holds, sends nothing and answers nothing. */
  pause(): void;
  /** Lets a paused process go on (SIGCONT). */
  resume(): void;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port to probe');
  return address.port;
}

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not become healthy: ${output()}`);
}

/** A real server process (`node --import tsx apps/server/src/main.ts`) on a port of its own. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');
  try {
    await untilHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    kill: () => end('SIGKILL'),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

/**
 * `count` server processes on one database, started one after the other: the first creates the job
 * queue's tables, the next find them.
 */
export async function startServerProcesses(env: Record<string, string>, count: number) {
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) servers.push(await startServerProcess(env));
  return servers;
}

/**
 * Starts a server process that is expected to stop by itself (a start that fails) and gives its exit
 * code and what it wrote; one still running after 60 s is ended and reported as such.
 */
export async function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const runaway = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(runaway);
  return { code, stdout, stderr };
}
