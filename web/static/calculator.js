// The combat calculator panel: its form asks the server for the odds (web/app.py /odds/TOKEN)
// and shows the answer in place; the numbers are the presentation layer's, never reckoned here.
"use strict";
(() => {
  const panel = document.getElementById("calculator");
  if (!panel) return;
  let asked = 0;
  async function calculate(form) {
    const mine = ++asked;
    const query = new URLSearchParams(new FormData(form));
    const reply = await fetch(`${form.action}?${query}`, { cache: "no-store" });
    if (!reply.ok || mine !== asked) return;
    // Only the answer is replaced: the form, and whatever is being typed in it, stays.
    const answer = new DOMParser().parseFromString(await reply.text(), "text/html");
    const fresh = answer.querySelector(".calc-answer");
    const shown = panel.querySelector(".calc-answer");
    if (fresh && shown) shown.replaceWith(fresh);
  }
  panel.addEventListener("submit", (event) => {
    const form = event.target.closest("form.calc");
    if (!form) return;
    event.preventDefault();
    event.stopPropagation();
    calculate(form);
  });
  panel.addEventListener("change", (event) => {
    const form = event.target.closest("form.calc");
    if (form) calculate(form);
  });
  // Keys typed in the calculator are its own, not the decision's shortcuts.
  panel.addEventListener("keydown", (event) => event.stopPropagation());
})();
