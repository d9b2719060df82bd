// A new input made of an example's tests, for files of a given length: shared
// by the integration and UI suites.

/**
 * `count` tests taken in turn from an input whose tests each start with an
 * "n m" line (pacman, zgame), under a count line; and their answers, given
 * the input's answers in order.
 */
export function pickTests(input: string, answers: readonly string[], count: number): { text: string; answers: string[] } {
  const lines = input.split('\n');
  const tests: string[][] = [];
  for (let at = 1; tests.length < answers.length;) {
    const rows = Number(lines[at].split(' ')[0]);
    tests.push(lines.slice(at, at + 1 + rows));
    at += 1 + rows;
  }
  const picked = Array.from({ length: count }, (_, i) => i % tests.length);
  return { text: [String(count), ...picked.flatMap((i) => tests[i]), ''].join('\n'), answers: picked.map((i) => answers[i]) };
}
