// The line `grid-lens --help` gives the judge command. Apart from
// cli/judge.ts so that the help can name it without loading it: judge starts
// programs (node:child_process), a cost no other command should pay at start.

export const JUDGE_USAGE = `  grid-lens judge --run CMD [--time-limit MS] [--memory-limit MB] [--problem ID] FILE...
                                                  run the shell command CMD on each FILE (its standard input)
                                                  and compare its output with the exact answers`;
