// The webview's page: a strict Content Security Policy where only our own
// script (by nonce) runs and only the extension's own files load. No inline
// handlers, no eval; styles come from our stylesheet and the CSSOM.

import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';

export function panelHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = randomBytes(18).toString('base64');
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'panel.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'panel', 'panel.css'));
  const csp = ["default-src 'none'", `img-src ${webview.cspSource} blob: data:`, `style-src ${webview.cspSource}`, `font-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Grid Lens heatmap</title>
</head>
<body>
<header class="toolbar" role="toolbar" aria-label="Heatmap controls">
  <div class="pickers">
    <label class="picker"><span class="picker-caption">Test</span> <select id="case-picker" aria-label="Test case"></select></label>
    <label class="picker"><span class="picker-caption">Layer</span> <select id="layer-picker" aria-label="Layer"></select></label>
  </div>
  <div class="actions">
    <span id="answer" class="answer" title="The judge's answer for this test"></span>
    <button id="fit" type="button" title="Fit the board in the panel (0)">Fit</button>
    <button id="export" type="button" aria-label="Export PNG" title="Save the current view as a PNG image"><span class="wide-only">Export </span>PNG</button>
    <button id="lock" type="button" aria-pressed="false" title="Keep showing this file when another editor becomes active">Lock</button>
  </div>
</header>
<section id="issues" class="issues" hidden aria-live="polite"></section>
<main id="stage" class="stage">
  <canvas id="board" tabindex="0" aria-label="Heatmap of the selected test and layer"></canvas>
  <div id="message" class="message" hidden></div>
  <div id="tooltip" class="tooltip" role="tooltip" hidden></div>
</main>
<footer class="footer">
  <div id="playback" class="playback" hidden>
    <button id="first" type="button" title="First step (Home)" aria-label="First step">«</button>
    <button id="prev" type="button" title="Previous step (←)" aria-label="Previous step">‹</button>
    <button id="play" type="button" title="Play or pause (Space)">Play</button>
    <button id="next" type="button" title="Next step (→)" aria-label="Next step">›</button>
    <button id="last" type="button" title="Last step (End)" aria-label="Last step">»</button>
    <span id="step" class="step"></span>
  </div>
  <div id="legend" class="legend" aria-label="Legend"></div>
</footer>
<script nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
}
