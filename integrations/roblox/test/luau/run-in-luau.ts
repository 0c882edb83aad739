// `npm run luau:check`: runs StaffConsole.lua in the real Luau VM (Roblox's language, which is not
// Lua 5.4) on the tests' stand-ins, with report-flow.luau as the game. Luau's command line has no
// way to share globals between files, so the pieces are joined into one script: a prelude for
// what Node gives the stand-ins under the tests, the stand-ins, the module as a function, the flow.
// Needs a `luau` binary built from github.com/luau-lang/luau (`make config=release luau`): on the
// PATH, or named as the argument (`npm run luau:check -- /path/to/luau`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

const PRELUDE = `
__js_epochBase = os.time() * 1000
-- The flow's console sends no sanction expiries: any date reads as unreadable (NaN).
__js_parseIso = function(_text) return 0 / 0 end
__js_randomUUID = function()
  local hex = {}
  for i = 1, 32 do
    local n = math.random(1, 16)
    hex[i] = string.sub("0123456789abcdef", n, n)
  end
  local s = table.concat(hex)
  return string.sub(s, 1, 8) .. "-" .. string.sub(s, 9, 12) .. "-4" .. string.sub(s, 14, 16) .. "-a" .. string.sub(s, 18, 20) .. "-" .. string.sub(s, 21, 32)
end
`;

const script = [
  PRELUDE,
  here('../roblox-stand-ins.lua'),
  `StaffConsole = (function()\n${here('../../StaffConsole.lua')}\nend)()`,
  here('./report-flow.luau'),
].join('\n');

const file = path.join(mkdtempSync(path.join(tmpdir(), 'staff-console-luau-')), 'report-flow.luau');
writeFileSync(file, script);
const luau = process.argv[2] ?? 'luau';
const run = spawnSync(luau, [file], { stdio: 'inherit' });
if (run.error) {
  console.error(`Could not run ${luau}: ${run.error.message}. Build it from github.com/luau-lang/luau and name it: npm run luau:check -- /path/to/luau`);
  process.exit(1);
}
process.exit(run.status ?? 1);
