import fs from 'node:fs';
import path from 'node:path';
import { CALLS } from './calls.js';
import { ROOT, intArg, parseArgs, sizeArg } from './config.js';
import { compare, markdown } from './report.js';
import { runBench, type BenchReport } from './runBench.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    port: { type: 'string' },
    json: { type: 'string' },
    compare: { type: 'boolean' },
    only: { type: 'string' },
    profile: { type: 'string' },
    'accept-encoding': { type: 'string' },
    bundle: { type: 'string' },
    balancer: { type: 'boolean' },
  },
});

if (values.compare) {
  const [small, large] = positionals.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport);
  if (!small || !large) throw new Error('--compare takes two result files: small.json large.json');
  console.log(compare(small, large));
} else {
  const size = sizeArg(values.size);
  const report = await runBench({
    size,
    seconds: intArg('seconds', values.seconds, 10),
    connections: Math.max(1, intArg('connections', values.connections, 50)),
    port: intArg('port', values.port, 3900),
    // --bundle DIR runs another production bundle (a copy of apps/server/dist), e.g. a build from before a change.
    build: values.bundle ? { bundleDir: values.bundle } : 'dist',
    // --only "Timeline" keeps the calls whose name contains it (the floor always runs, for the ratio).
    calls: values.only ? CALLS.filter((c) => c.section === 'floor' || c.name.toLowerCase().includes(values.only!.toLowerCase())) : CALLS,
    ...(values.profile ? { profileDir: path.resolve(values.profile) } : {}),
    // A browser sends "gzip, deflate, br"; without the flag the answers travel uncompressed.
    ...(values['accept-encoding'] ? { acceptEncoding: values['accept-encoding'] } : {}),
    // --balancer loads through HAProxy compressing with gzip; the server's own compression is off.
    ...(values.balancer ? { balancer: true } : {}),
  });
  const day = report.date.slice(0, 10);
  // A run of some calls is named apart, so that it never replaces a whole run's file.
  const via = values.balancer ? '-balancer' : '';
  const some = values.only ? `-only-${values.only.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}` : '';
  const file = values.json ?? path.join(ROOT, 'bench', 'results', `${day}-${report.commit}-${report.database}-${size}${via}${some}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${markdown(report)}\nWrote ${path.relative(process.cwd(), file)}`);
}
