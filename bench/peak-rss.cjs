// Preloaded with `node --require` when GNU time is missing: on exit, writes the
// process's peak resident set size (kB) to the file named by BENCH_RSS_FILE.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const file = process.env.BENCH_RSS_FILE;
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS));
});
