/**
 * nginx from Debian's package as the load balancer of the replica tests: round robin over the
 * replicas, keep-alive to them, and a retry on the next replica when one refuses a connection
 * or drops it before answering (what a replica does while it restarts). Started in the
 * foreground with its own prefix, config and logs in a temporary folder; 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or null when it is not installed. */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_BIN;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx'));
  return [...CANDIDATES, ...onPath].find((path) => existsSync(path)) ?? null;
}

export interface Nginx {
  url: string;
  /** nginx's error log so far (upstream failures it retried are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Behind nginx every request reaches a replica from nginx's own address, so the BFF's
 * per-address cap cannot tell clients apart: nginx's limits do it. A header block must arrive
 * within `clientHeaderTimeoutS` (nginx holds a slow client cheaply and opens no connection to a
 * replica until the headers are complete), and one client address may have at most 50 requests
 * in progress at once (more get a 429).
 */
export function nginxConfig(
  dir: string,
  port: number,
  upstreams: number[],
  clientHeaderTimeoutS = 10,
): string {
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`)
    .join('\n');
  return `# Written by apps/bff/src/scale-out/nginx.ts for one test run.
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_header_timeout ${clientHeaderTimeoutS}s;
  client_body_timeout 10s;
  limit_conn_zone $binary_remote_addr zone=per_client:1m;
  limit_conn_status 429;
  upstream bff {
${servers}
    keepalive 32;
    # Below the BFF's own idle close (Node's 5 s): nginx never reuses a connection the BFF is
    # closing (a GET would be retried, a POST would fail).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    limit_conn per_client 50;
    location / {
      proxy_pass http://bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The BFF checks Host against PUBLIC_URL: pass the one the browser used.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A replica that refuses the connection or closes it unanswered (restarting): try the
      # next one. Only idempotent requests are retried, as nginx does by default.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export async function startNginx(options: {
  port: number;
  upstreams: number[];
  clientHeaderTimeoutS?: number;
}): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'pc-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    nginxConfig(dir, options.port, options.upstreams, options.clientHeaderTimeoutS),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    errorLog,
    async stop() {
      // SIGTERM: a fast stop (SIGQUIT would wait for the test's keep-alive connections).
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
