// The Republic of Rome table in the browser: shows what the server sends over the WebSocket and
// sends back answers. All rules run on the server; this script only draws and clicks.
"use strict";

(function () {
  const body = document.body;
  const token = body.dataset.token;
  let version = Number(body.dataset.version);
  let socket = null;
  let typed = "";
  let typedTimer = null;
  let retry = 500;

  const $ = (id) => document.getElementById(id);

  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(box.timer);
    box.timer = setTimeout(() => { box.hidden = true; }, 4000);
  }

  function setConnection(text, ok) {
    const box = $("connection");
    box.textContent = text;
    box.classList.toggle("ok", ok);
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      toast("Not connected: reconnecting…");
      return;
    }
    message.version = version;
    body.classList.add("busy");
    socket.send(JSON.stringify(message));
  }

  function answer(key) { send({ type: "answer", key: key }); }

  function options() { return Array.from(document.querySelectorAll("#decision button.option")); }

  function visibleOptions() { return options().filter((b) => b.offsetParent !== null); }

  function focusFirst() {
    const amount = $("amount");
    if (amount) { amount.focus(); amount.select(); return; }
    const first = visibleOptions()[0];
    if (first) first.focus({ preventScroll: true });
  }

  function markCards() {
    document.querySelectorAll(".choosable").forEach((el) => el.classList.remove("choosable"));
    for (const button of options()) {
      for (const key of (button.dataset.senators || "").split(" ").filter(Boolean)) {
        document.querySelectorAll(`[data-senator="${CSS.escape(key)}"]`).forEach((el) => el.classList.add("choosable"));
      }
      for (const war of (button.dataset.wars || "").split(" ").filter(Boolean)) {
        document.querySelectorAll(`[data-war="${CSS.escape(war)}"]`).forEach((el) => el.classList.add("choosable"));
      }
    }
  }

  function filterOptions(text) {
    const words = text.trim().toLowerCase();
    const folded = document.querySelector("#decision details.folded");
    if (folded && words) folded.open = true;
    for (const button of options()) {
      const label = button.textContent.toLowerCase();
      const hit = !words || label.includes(words) || button.dataset.key.toLowerCase().includes(words)
        || (button.dataset.senators || "").split(" ").includes(text.trim());
      button.closest("li").hidden = !hit;
    }
  }

  // A click on a Senator or War card answers the decision about it, or narrows the options to
  // those about it when there are several.
  function cardClicked(kind, key) {
    const about = options().filter((b) => (b.dataset[kind] || "").split(" ").includes(key));
    if (about.length === 1) { answer(about[0].dataset.key); return; }
    if (about.length > 1) {
      for (const button of options()) button.closest("li").hidden = !about.includes(button);
      const filter = $("filter");
      if (filter) filter.value = "";
      about[0].focus();
      toast(`${about.length} options concern this card: choose one`);
    }
  }

  // A new decision opens at its title, in view: the panel's old scroll position and, on a
  // narrow screen, the page's are not kept when it is this page's to answer (issue 30, 1, 10).
  function showQuestion(mine) {
    const panel = $("decision");
    panel.scrollTop = 0;
    const top = panel.getBoundingClientRect().top;
    if (mine && (top < 0 || top > window.innerHeight / 2)) panel.scrollIntoView({ block: "start" });
  }

  function logFilter() { return localStorage.getItem("ror-log-filter") || "all"; }

  function showCurtain(name) {
    $("curtain-name").textContent = `${name} is to decide. The other Player looks away.`;
    $("curtain-who").textContent = name;
    $("curtain").hidden = false;
    $("curtain-ready").focus();
  }

  // Behind the curtain the server has sent only the public board; "reveal" asks it for the
  // seat's own (issue 30, 5).
  function reveal() {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "reveal" }));
  }

  function applyState(message) {
    for (const part of ["status", "board", "decision", "news", "log"]) {
      if (part in message) $(part).innerHTML = message[part];
    }
    version = message.version;
    body.dataset.version = String(version);
    document.title = `Republic of Rome · ${message.viewer_name}`;
    body.classList.remove("busy");
    typed = "";
    markCards();
    if ("decision" in message) showQuestion(message.to_answer);
    if (message.curtain) showCurtain(message.curtain);
    else { $("curtain").hidden = true; focusFirst(); }
    body.dispatchEvent(new CustomEvent("rendered", { detail: version }));
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const log = encodeURIComponent(logFilter());
    socket = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(token)}?log=${log}`);
    socket.onopen = () => { setConnection("connected", true); retry = 500; };
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "state") applyState(message);
      else if (message.type === "refused") { body.classList.remove("busy"); toast(message.message); }
    };
    socket.onclose = (event) => {
      body.classList.remove("busy");
      if (event.code === 4403) { setConnection("refused", false); toast(event.reason); return; }
      setConnection("reconnecting…", false);
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  document.addEventListener("click", (event) => {
    const target = event.target;
    const button = target.closest("button.option");
    if (button) { answer(button.dataset.key); return; }
    if (target.closest("#undo")) { send({ type: "undo" }); return; }
    const filter = target.closest("button.logfilter");
    if (filter) {
      localStorage.setItem("ror-log-filter", filter.dataset.filter);
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "log", filter: logFilter() }));
      return;
    }
    if (target.closest("#curtain-ready")) { reveal(); return; }
    const senator = target.closest("[data-senator].choosable");
    if (senator) { cardClicked("senators", senator.dataset.senator); return; }
    const war = target.closest("[data-war].choosable");
    if (war) cardClicked("wars", war.dataset.war);
  });

  document.addEventListener("submit", (event) => {
    const form = event.target.closest("form.amount");
    if (!form) return;
    event.preventDefault();
    const value = form.querySelector("input").value.trim();
    const low = Number(form.dataset.low), high = Number(form.dataset.high);
    if (!/^-?\d+$/.test(value) || Number(value) < low || Number(value) > high) {
      toast(`Give a whole number from ${low} to ${high}`);
      return;
    }
    answer(String(Number(value)));
  });

  document.addEventListener("change", (event) => {
    if (event.target.id === "auto-pass") send({ type: "auto_pass", on: event.target.checked });
  });

  document.addEventListener("input", (event) => {
    if (event.target.id === "filter") filterOptions(event.target.value);
  });

  function moveFocus(step) {
    const shown = visibleOptions();
    if (!shown.length) return;
    const at = shown.indexOf(document.activeElement);
    const next = at < 0 ? 0 : Math.max(0, Math.min(shown.length - 1, at + step));
    shown[next].focus();
  }

  function typeNumber(digit) {
    typed += digit;
    clearTimeout(typedTimer);
    typedTimer = setTimeout(() => { typed = ""; }, 1500);
    const match = options().find((b) => b.dataset.number === typed);
    if (match) {
      match.closest("li").hidden = false;
      const folded = match.closest("details");
      if (folded) folded.open = true;
      match.focus();
    }
  }

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (!$("curtain").hidden) {
      if (event.key === "Enter") { event.preventDefault(); reveal(); }
      return;
    }
    const inField = event.target.matches("input, textarea");
    if (event.key === "Escape") {
      const filter = $("filter");
      if (filter) { filter.value = ""; filterOptions(""); }
      typed = "";
      focusFirst();
      return;
    }
    if (inField) {
      if (event.target.id === "filter" && (event.key === "ArrowDown" || event.key === "Enter")) {
        event.preventDefault();
        const first = visibleOptions()[0];
        if (first && event.key === "Enter" && visibleOptions().length === 1) answer(first.dataset.key);
        else if (first) first.focus();
      }
      return;
    }
    if (event.key === "ArrowDown") { event.preventDefault(); moveFocus(1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); moveFocus(-1); }
    else if (/^[0-9]$/.test(event.key)) { event.preventDefault(); typeNumber(event.key); }
    else if (event.key === "/") { const filter = $("filter"); if (filter) { event.preventDefault(); filter.focus(); } }
    else if (event.key === "?") { const note = document.querySelector("details.note-text"); if (note) note.open = !note.open; }
    else if (event.key === "u" || event.key === "U") { const undo = $("undo"); if (undo && !undo.disabled) send({ type: "undo" }); }
  });

  markCards();
  if ($("curtain").hidden) focusFirst(); else $("curtain-ready").focus();
  connect();
})();
