// The lines `grid-lens --help` gives the gen and stress commands. Apart from
// the commands so that the help can name them without loading them (stress
// starts programs, a cost no other command should pay at start).

export const GEN_USAGE = `  grid-lens gen PROBLEM [--seed N] [--tests T] [--size S] [--style STYLE]
                                                  write a valid input of PROBLEM (an id or a
                                                  *.grid-problem.json file) on standard output`;

export const STRESS_USAGE = `  grid-lens stress PROBLEM --run CMD [--tests N] [--seed S] [--size S] [--style STYLE]
                   [--time-limit MS] [--memory-limit MB] [--jobs J] [--out DIR]
                                                  run CMD on generated tests against the exact answers;
                                                  shrink the first failure and write it to DIR`;
