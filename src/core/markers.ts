// What a problem says of its pieces and targets for the panel's markers:
// plain data, so the Problem interface can name it without depending on how
// the panel draws it (render/pieces.ts).

/** A disc for a piece that moves, a diamond for a goal, a triangle for a piece that stays and bites, a frame for a named square. */
export type MarkerShape = 'disc' | 'diamond' | 'triangle' | 'frame';

/** Which theme colour a marker takes: yours, goals, enemies, harmless pieces, named squares. */
export type MarkerTone = 'player' | 'goal' | 'enemy' | 'idle' | 'place';

/** One kind of piece or target on a board, with every cell one of them stands on. */
export interface PieceKind {
  /** Unique within the board, e.g. "food": the legend and the tests name kinds by it. */
  id: string;
  /** What the legend says beside the marker, e.g. "the food". */
  name: string;
  /** Written inside the marker: the letter of the piece in the file, where it has one. */
  label: string;
  shape: MarkerShape;
  tone: MarkerTone;
  /** Where each piece of the kind stands, or starts if it moves. */
  cells: Int32Array;
  /** For pieces that move along the line: the line's piece index of each cell's piece. */
  moves?: number[];
}

/** A piece caught by others sharing its square (an agent on your square, say). */
export interface CaptureRule {
  /** The line's index of the piece that can be caught. */
  prey: number;
  /** The line's indices of the pieces that catch it. */
  hunters: number[];
  /** Written beside the capture, e.g. "caught". */
  label: string;
}

export interface BoardPieces {
  kinds: PieceKind[];
  capture?: CaptureRule;
}
