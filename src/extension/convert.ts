// Core positions → VS Code ranges.
import * as vscode from 'vscode';
import { type Range } from '../core/text/issues';

export function toRange(r: Range): vscode.Range {
  return new vscode.Range(r.start.line, r.start.col, r.end.line, r.end.col);
}
