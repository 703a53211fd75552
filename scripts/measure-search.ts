// Times the mock's list search on the `large` scenario (10,000 licences and devices, 1,000
// users): a cold search after a write (nothing cached) and warm ones. Prints figures only.
//   npx node scripts/measure-search.ts
import { tables } from '../src/mocks/db.ts';
import { resetDatabase } from '../src/mocks/scenarios/index.ts';
import { licenseImplementations } from '../src/mocks/handlers/licenses.ts';
import { deviceImplementations } from '../src/mocks/handlers/devices.ts';
import { userImplementations } from '../src/mocks/handlers/users.ts';

resetDatabase('large');
const admin = tables.users.all().find((u) => u.role === 'ADMIN')!;
type Impl = (ctx: never) => unknown;
const call = (impl: unknown, query: Record<string, unknown>) =>
  (impl as Impl)({ query, user: admin, params: {}, body: undefined } as never);

const cases: Array<[string, unknown, Record<string, unknown>]> = [
  ['licences', licenseImplementations.listLicenses, { search: 'ﾃｽﾄ', page: 1, pageSize: 25 }],
  ['licences', licenseImplementations.listLicenses, { search: 'ＡＢＣ－１', page: 1, pageSize: 25 }],
  ['devices', deviceImplementations.listDevices, { search: 'ぱそこん', page: 1, pageSize: 25 }],
  ['users', userImplementations.listUsers, { search: 'やまだ', page: 1, pageSize: 10 }],
];

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

for (const [name, impl, query] of cases) {
  call(impl, { page: 1 }); // the sorted table is cached; time the search alone
  const first = time(() => call(impl, query));
  const warm: number[] = [];
  for (let i = 0; i < 10; i++)
    warm.push(time(() => call(impl, { ...query, search: `${String(query.search)}${i % 2 ? '' : ' '}` })));
  warm.sort((a, b) => a - b);
  console.log(
    `${name} search ${JSON.stringify(query.search)}: first (folds every row) ${first.toFixed(1)} ms, warm median ${warm[5]!.toFixed(1)} ms`,
  );
}
