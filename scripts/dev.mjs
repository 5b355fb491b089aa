// `npm run dev`: the API with reload (tsx watch) on :8080 and Vite with hot reload on :5173,
// which proxies API and image paths to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const run = (name, command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code ?? 'signal'}); stopping`);
    process.exit(code ?? 0);
  });
  return child;
};

const children = [
  run('server', 'npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { WEB_DIST: '', LOG_LEVEL: 'info' }),
  run('web', 'npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web']),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
console.log('Arcadia dev: open http://localhost:5173 (API on http://localhost:8080)');
