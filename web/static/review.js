// The review page: its step links also answer to keys (Left/Right a decision, p/n a Player's
// decision, [ ] a phase, Page Up/Down a turn). The server renders every step; this script only
// follows the links.
"use strict";

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const link = document.querySelector(`a.step[data-key="${CSS.escape(event.key)}"]`);
  if (link) { event.preventDefault(); location.href = link.href; }
});
