// A problem of the registry made from a description a user wrote (read.ts):
// detected from the layout it describes, read by the shared reader, solved by
// the generic move search. Nothing of the description is run: it is data the
// same code reads for every described problem.

import type { Accelerator, Problem } from '../problem';
import type { Registered } from '../problems';
import { type LayoutCase, readLayout } from '../read/layout';
import type { SourceText } from '../text/source';
import { detectDescribed } from './detect';
import { describedGenerator } from './generate';
import { describeDescribedCell } from './hover';
import { describedPieces } from './pieces';
import { describedResult } from './result';
import type { DescribedProblem } from './types';

/** A test of a described problem: the shared reader's case (header values, squares by letter). */
export type DescribedCase = LayoutCase;

/**
 * The problem, its accelerator and its test generator. `origin` says where it was described (the
 * file's name), for lists that show built-in and described problems together.
 */
export function describedProblem(described: DescribedProblem, origin: string): Registered<DescribedCase> {
  const { description } = described;
  const problem: Problem<DescribedCase> = {
    id: description.id,
    title: description.title,
    judge: description.judge,
    url: description.url,
    description,
    origin,
    detect: (src: SourceText, context) => detectDescribed(description, src, context),
    parse: (src: SourceText) => readLayout(src, description),
    solve: (c) => describedResult(described, c),
    describeCell: (c, result, cell) => describeDescribedCell(described, c, result, cell),
    pieces: (c, result) => describedPieces(described, c, result),
  };
  // The same search as the reference, its frontier in the caller's working memory.
  const accelerator: Accelerator<DescribedCase> = { solve: (c, scratch) => describedResult(described, c, scratch) };
  return { problem, accelerator, generator: describedGenerator(described) };
}
