// `npm start` (after the build): the site and the house game vendor, each its own process, as
// they run in production: the site on PORT (8080), the vendor on HOUSE_PORT (8090), each with its
// own database (embedded by default: DATA_DIR and HOUSE_DATA_DIR). They talk only as a platform
// and a game provider do: the site asks the vendor for a launch's address and reads its catalogue,
// the vendor calls the site's seamless wallet. Ctrl-C (or SIGTERM) stops both; if one stops, so
// does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
const housePort = process.env.HOUSE_PORT ?? '8090';
// Where a player's browser opens the vendor's pages: the site frames this origin, the vendor links to it.
const housePublicUrl = process.env.HOUSE_PUBLIC_URL ?? `http://localhost:${housePort}`;

const children = [];
let stopping = false;
const stopAll = (signal) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};

function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      stopAll('SIGTERM');
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit(code ?? 0);
  });
  children.push(child);
}

run('site', ['apps/server/dist/main.js'], {
  PORT: port,
  HOUSE_VENDOR_URL: process.env.HOUSE_VENDOR_URL ?? `http://127.0.0.1:${housePort}`,
  HOUSE_PUBLIC_URL: housePublicUrl,
});
run('house vendor', ['--import', 'tsx', 'apps/house-vendor/server/main.ts'], {
  HOUSE_PORT: housePort,
  PLATFORM_URL: process.env.PLATFORM_URL ?? `http://127.0.0.1:${port}`,
  HOUSE_PUBLIC_URL: housePublicUrl,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
