import { runDataCommand } from './data-command';

/** `npm run data -- import <dir>`, `fetch [--out <dir>]` (DESIGN §6) and `fetch-images` (issue 17). */
try {
  process.exitCode = await runDataCommand(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  // An operator's tool: say what failed, not where in the code.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
