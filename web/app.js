// The page of `hecto serve`: shows a room's game and sends the player's
// actions. The server is the referee: every move, drop, pause and flag is
// decided there; this page only draws the state it is sent (after each
// action, and live through Server-Sent Events) and offers the legal moves
// the state lists.
'use strict';

const S = 100;                    // SVG units a square
const DRAG_THRESHOLD_PX = 6;      // a press that moves less is a click
const ERROR_SHOW_MS = 6000;
const CLOCK_LOW_MS = 20000;       // the clock turns red below this
const CLOCK_TENTHS_BELOW_MS = 10000;
const RESIGN_CONFIRM_MS = 3000;

const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';

let info = null;         // GET /api/games: the games, levels, clock choices
let game = null;         // this room's game, from info
let state = null;        // the room's last state
let seat = null;         // {room, token, seat: 'white' | 'black' | 'both'}, or null to watch
let flipped = false;     // Black at the bottom
let selected = null;     // {from: square} or {drop: letter}
let drag = null;
let events = null;
let receivedAt = 0;      // performance.now() when state arrived (clocks run on from there)
let previous = null;     // the state before, for the pieces a contraction took
let promotionChoices = null;
let resignArmed = 0;
let contraction = {moves: -1, squares: []};  // the last contraction's squares, crossed until the next move

// ---- server ----------------------------------------------------------------

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body ? {'Content-Type': 'application/json'} : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  let data;
  try { data = await res.json(); } catch (e) { data = {error: `the server answered HTTP ${res.status}`}; }
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

function showError(message, where = 'error') {
  const el = $(where);
  el.textContent = message;
  el.hidden = false;
  clearTimeout(el.timer);
  el.timer = setTimeout(() => { el.hidden = true; }, ERROR_SHOW_MS);
}

async function act(action, extra = {}) {
  if (!seat) return;
  try {
    accept(await api('POST', `/api/rooms/${seat.room}/${action}`, {token: seat.token, ...extra}));
  } catch (e) {
    showError(e.message);
    draw();  // the game is as it was
  }
}

function listen(code) {
  if (events) events.close();
  events = new EventSource(`/api/rooms/${code}/events`);
  events.onmessage = (e) => accept(JSON.parse(e.data));
  events.onerror = () => {
    if (events.readyState === EventSource.CLOSED) showError('the connection to the server is lost');
  };
}

function accept(s) {
  if (state && s.room === state.room && s.version < state.version) return;  // an older one, late
  const isNewMove = !state || s.room !== state.room || s.moves.length !== state.moves.length;
  previous = state && s.room === state.room ? state : null;
  state = s;
  receivedAt = performance.now();
  if (isNewMove) { selected = null; hidePromotion(); }
  render(isNewMove);
}

// ---- pieces ----------------------------------------------------------------

// Each picture once, as a symbol that <use> shows in either colour.
async function loadPieces() {
  const names = new Set();
  for (const g of info.games) for (const p of g.pieces) names.add(p.image);
  const defs = document.createElementNS(SVG_NS, 'svg');
  defs.setAttribute('width', '0');
  defs.setAttribute('height', '0');
  defs.style.position = 'absolute';
  let html = '<defs><radialGradient id="check-glow"><stop offset="0" stop-color="#ff1a1a" stop-opacity=".95"/>' +
             '<stop offset=".55" stop-color="#ff1a1a" stop-opacity=".5"/><stop offset="1" stop-color="#ff1a1a" stop-opacity="0"/></radialGradient>';
  for (const name of names) {
    const text = await (await fetch(`/pieces/${name}.svg`)).text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    html += `<symbol id="piece-${name}" viewBox="${root.getAttribute('viewBox')}">${root.innerHTML}</symbol>`;
  }
  defs.innerHTML = html + '</defs>';
  $('piece-defs').replaceWith(defs);
}

function pieceInfo(letter) {
  const lower = letter.toLowerCase();
  return game.pieces.find((p) => p.letter === lower);
}
const colorOf = (letter) => (letter === letter.toUpperCase() ? 'white' : 'black');

function pieceUse(letter, x, y, extraClass = '') {
  const p = pieceInfo(letter);
  const image = p ? p.image : 'pawn';
  return `<use href="#piece-${image}" x="${x}" y="${y}" width="${S}" height="${S}" class="piece ${colorOf(letter)} ${extraClass}"/>`;
}

function pieceIcon(letter) {
  return `<svg viewBox="0 0 ${S} ${S}">${pieceUse(letter, 0, 0)}</svg>`;
}

// ---- geometry ----------------------------------------------------------------

const fileOf = (sq) => sq % game.width;
const rankOf = (sq) => Math.floor(sq / game.width);
function squareXY(sq) {
  const f = fileOf(sq), r = rankOf(sq);
  return [(flipped ? game.width - 1 - f : f) * S, (flipped ? r : game.height - 1 - r) * S];
}
function squareAt(clientX, clientY) {
  const box = $('board').getBoundingClientRect();
  const col = Math.floor((clientX - box.left) / box.width * game.width);
  const row = Math.floor((clientY - box.top) / box.height * game.height);
  if (col < 0 || row < 0 || col >= game.width || row >= game.height) return -1;
  const f = flipped ? game.width - 1 - col : col;
  const r = flipped ? row : game.height - 1 - row;
  return r * game.width + f;
}
const squareName = (sq) => game.files[fileOf(sq)] + (rankOf(sq) + 1);

// ---- whose move --------------------------------------------------------------

const mine = (color) => seat && (seat.seat === 'both' || seat.seat === color);
const seated = () => state.seated.white && state.seated.black;
const canMove = () => state && !state.result && !state.paused && seated() && mine(state.turn);
const movesFrom = (sq) => state.legal.filter((m) => !m.drop && m.from === sq);
const dropsOf = (letter) => state.legal.filter((m) => m.drop === letter.toLowerCase());
function selectedMoves() {
  if (!selected || !canMove()) return [];
  return selected.drop ? dropsOf(selected.drop) : movesFrom(selected.from);
}

// ---- drawing -------------------------------------------------------------------

function draw() {
  if (!state) return;
  const board = $('board');
  const W = game.width * S, H = game.height * S;
  board.setAttribute('viewBox', `0 0 ${W} ${H}`);
  let out = '';
  for (let sq = 0; sq < game.width * game.height; ++sq) {
    const [x, y] = squareXY(sq);
    const light = (fileOf(sq) + rankOf(sq)) % 2 === 1;
    out += `<rect x="${x}" y="${y}" width="${S}" height="${S}" class="${light ? 'sq-light' : 'sq-dark'}" data-square="${squareName(sq)}"/>`;
  }
  // Coordinates in the game's own letters (BigChess: ... h, i, m).
  for (let i = 0; i < game.width; ++i) {
    const f = flipped ? game.width - 1 - i : i;
    const bottomRank = flipped ? game.height - 1 : 0;
    const light = (f + bottomRank) % 2 === 1;
    out += `<text class="coord ${light ? 'on-light' : 'on-dark'}" x="${i * S + S - 14}" y="${H - 6}">${game.files[f]}</text>`;
  }
  for (let j = 0; j < game.height; ++j) {
    const r = flipped ? j : game.height - 1 - j;
    const leftFile = flipped ? game.width - 1 : 0;
    const light = (leftFile + r) % 2 === 1;
    out += `<text class="coord ${light ? 'on-light' : 'on-dark'}" x="4" y="${j * S + 17}">${r + 1}</text>`;
  }
  const last = state.moves[state.moves.length - 1];
  if (last) {
    for (const sq of new Set([last.from, last.to])) {
      const [x, y] = squareXY(sq);
      out += `<rect class="last" x="${x}" y="${y}" width="${S}" height="${S}"/>`;
    }
  }
  if (selected && selected.from !== undefined) {
    const [x, y] = squareXY(selected.from);
    out += `<rect class="selected-sq" x="${x}" y="${y}" width="${S}" height="${S}"/>`;
  }
  for (const sq of state.check) {
    const [x, y] = squareXY(sq);
    out += `<rect class="check" x="${x}" y="${y}" width="${S}" height="${S}"/>`;
  }
  // BigBangChess: the squares outside the playable area are dimmed, the area outlined.
  if (state.playable) {
    let lo = [Infinity, Infinity], hi = [-Infinity, -Infinity];
    state.playable.forEach((p, sq) => {
      const [x, y] = squareXY(sq);
      if (!p) out += `<rect class="outside" x="${x}" y="${y}" width="${S}" height="${S}"/>`;
      else { lo = [Math.min(lo[0], x), Math.min(lo[1], y)]; hi = [Math.max(hi[0], x), Math.max(hi[1], y)]; }
    });
    if (lo[0] !== Infinity)
      out += `<rect id="area" class="area" x="${lo[0]}" y="${lo[1]}" width="${hi[0] - lo[0] + S}" height="${hi[1] - lo[1] + S}"/>`;
  }
  state.board.forEach((letter, sq) => {
    if (!letter) return;
    const [x, y] = squareXY(sq);
    const dragged = drag && drag.moved && drag.from === sq;
    out += pieceUse(letter, x, y, dragged ? 'dragging' : '');
  });
  for (const m of selectedMoves()) {
    const [x, y] = squareXY(m.to);
    if (state.board[m.to]) out += `<circle class="target-capture" cx="${x + S / 2}" cy="${y + S / 2}" r="${S / 2 - 5}"/>`;
    else out += `<circle class="target" cx="${x + S / 2}" cy="${y + S / 2}" r="${S / 6}"/>`;
  }
  out += `<g id="fx">${contraction.moves === state.moves.length ? crosses(contraction.squares) : ''}</g><g id="drag-layer"></g>`;
  board.innerHTML = out;
}

// A contraction (BigBangChess): the pieces it took fade out, and their
// squares stay crossed until the next move.
function showContraction() {
  const last = state.moves[state.moves.length - 1];
  if (!last || !last.removed.length) return;
  let ghosts = '';
  for (const sq of last.removed) {
    const [x, y] = squareXY(sq);
    const before = previous && previous.moves.length === state.moves.length - 1 ? previous.board[sq] : '';
    if (before) ghosts += pieceUse(before, x, y, 'vanish');
  }
  contraction = {moves: state.moves.length, squares: last.removed};
  $('fx').innerHTML = ghosts + crosses(last.removed);
}

function crosses(squares) {
  const inset = 20;
  return squares.map((sq) => {
    const [x, y] = squareXY(sq);
    const a = x + inset, b = y + inset, c = x + S - inset, d = y + S - inset;
    return `<path class="vanish-mark" data-square="${squareName(sq)}" d="M${a} ${b}L${c} ${d}M${c} ${b}L${a} ${d}"/>`;
  }).join('');
}

function formatClock(ms) {
  ms = Math.max(0, ms);
  if (ms < CLOCK_TENTHS_BELOW_MS) return (Math.floor(ms / 100) / 10).toFixed(1);
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const mm = h ? `${h}:${String(m).padStart(2, '0')}` : String(m);
  return `${mm}:${String(s).padStart(2, '0')}`;
}

function clockLeft(color) {
  const c = state.clock;
  let ms = c[color];
  if (c.running === color) ms -= performance.now() - receivedAt;
  return ms;
}

function drawClocks() {
  if (!state) return;
  const sides = bottomTop();
  for (const [pos, color] of Object.entries(sides)) {
    const el = document.querySelector(`#player-${pos} .clock`);
    el.dataset.color = color;
    if (!state.clock) { el.textContent = ''; continue; }
    const ms = clockLeft(color);
    el.textContent = formatClock(ms);
    el.classList.toggle('running', state.clock.running === color);
    el.classList.toggle('low', ms < CLOCK_LOW_MS);
  }
}

function bottomTop() {
  return flipped ? {bottom: 'black', top: 'white'} : {bottom: 'white', top: 'black'};
}

function playerName(color) {
  const name = state.players[color];
  const side = color === 'white' ? 'White' : 'Black';
  if (state.mode !== 'local' && seat && mine(color)) return `You, ${side}`;
  return `${name}, ${side}`;
}

function drawPlayers() {
  for (const [pos, color] of Object.entries(bottomTop())) {
    const row = $(`player-${pos}`);
    row.dataset.color = color;
    row.querySelector('.name').textContent = playerName(color);
    const handRow = row.querySelector('.hand');
    handRow.innerHTML = '';
    if (!state.hands) continue;
    // In the game's order of pieces (pawns first, as they are dropped).
    const hand = state.hands[color];
    for (const lower of game.pieces.map((p) => p.letter).filter((l) => l in hand)) {
      const count = hand[lower];
      const letter = color === 'white' ? lower.toUpperCase() : lower;
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'hand-piece' + (count ? '' : ' empty') + (selected && selected.drop === letter ? ' selected' : '');
      b.dataset.piece = letter;
      b.title = `${pieceInfo(letter).name} (${count} in hand)`;
      b.innerHTML = pieceIcon(letter) + `<span class="count">${count}</span>`;
      b.addEventListener('click', () => selectDrop(letter));
      handRow.appendChild(b);
    }
  }
}

function statusText() {
  const name = (c) => (c === 'white' ? 'White' : 'Black');
  if (state.result) {
    const who = state.result.winner ? `${name(state.result.winner)} wins` : 'Draw';
    return `${who}: ${state.result.reason} (${state.result.score})`;
  }
  if (!seated()) return `Waiting for the second player to join room ${state.room}`;
  let s;
  if (state.paused) s = 'Paused';
  else if (state.thinking) s = 'Hecto is thinking…';
  else if (state.mode === 'local') s = `${name(state.turn)} to move (${state.players[state.turn]})`;
  else if (mine(state.turn)) s = `Your move (${name(state.turn)})`;
  else s = `${name(state.turn)} to move`;
  if (state.check.length) s += ', check';
  const last = state.moves[state.moves.length - 1];
  if (last && last.removed.length)
    s += `. The area shrank: ${last.removed.map(squareName).join(', ')} taken`;
  return s;
}

function drawSide() {
  $('status').textContent = statusText();
  $('status').dataset.result = state.result ? state.result.score : '';
  const room = $('room-info');
  room.hidden = state.mode !== 'online';
  if (state.mode === 'online') {
    const link = `${location.origin}/#join=${state.room}`;
    room.innerHTML = `Room code <code id="room-code">${state.room}</code><br>` +
      (seated() ? 'Both players are here.' : `Send the code, or this link: <a href="${link}">${link}</a>`);
  }
  const dice = $('dice');
  dice.hidden = !state.dice;
  if (state.dice) {
    const face = (n) => String.fromCodePoint(0x2680 + n - 1);
    const first = state.dice.player1 > state.dice.player2 ? 'Player 1' : 'Player 2';
    dice.textContent = `Dice: Player 1 ${face(state.dice.player1)} ${state.dice.player1}, ` +
      `Player 2 ${face(state.dice.player2)} ${state.dice.player2}: ${first} plays White.`;
  }
  const pause = $('pause');
  pause.hidden = !state.clock || !!state.result || !seat || !seated();
  pause.textContent = state.paused ? 'Resume' : 'Pause';
  $('resign').hidden = !seat || !!state.result || !seated();
  $('pgn').href = `/api/rooms/${state.room}/pgn`;
  $('pgn').setAttribute('download', `hecto-${state.room}.pgn`);
  // The move list, numbered from the start position's move number.
  const fields = state.startFen.split(' ');
  let number = parseInt(fields[fields.length - 1], 10) || 1;
  const blackFirst = fields[1] === 'b';
  const list = $('moves');
  list.innerHTML = '';
  let li = null;
  state.moves.forEach((m, i) => {
    const white = (i % 2 === 0) !== blackFirst;
    if (white || !li) {
      li = document.createElement('li');
      li.value = number;
      list.appendChild(li);
      if (!white) li.innerHTML = '<span>…</span>';
    }
    li.insertAdjacentHTML('beforeend', `<span class="san">${m.san}</span>`);
    if (!white) ++number;
  });
  if (state.result) {
    const end = document.createElement('li');
    end.className = 'result';
    end.style.listStyle = 'none';
    end.textContent = `${state.result.score} {${state.result.reason}}`;
    list.appendChild(end);
  }
  list.scrollTop = list.scrollHeight;
}

function render(isNewMove) {
  draw();
  if (isNewMove) showContraction();
  drawPlayers();
  drawClocks();
  drawSide();
}

// ---- moving ----------------------------------------------------------------------

function selectDrop(letter) {
  if (!canMove() || colorOf(letter) !== state.turn || !dropsOf(letter).length) return;
  selected = selected && selected.drop === letter ? null : {drop: letter};
  draw();
  drawPlayers();
}

function tryMove(to) {
  const candidates = selectedMoves().filter((m) => m.to === to);
  if (!candidates.length) return false;
  if (candidates.length > 1 && candidates.every((m) => m.promotion)) showPromotion(candidates);
  else send(candidates[0].uci);
  return true;
}

function send(uci) {
  selected = null;
  hidePromotion();
  act('move', {move: uci});
}

function showPromotion(candidates) {
  const order = game.promotions;
  candidates.sort((a, b) => order.indexOf(a.promotion) - order.indexOf(b.promotion));
  const panel = $('promotion');
  const box = panel.querySelector('.choices');
  box.innerHTML = '';
  for (const m of candidates) {
    const letter = state.turn === 'white' ? m.promotion.toUpperCase() : m.promotion;
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.piece = m.promotion;
    b.title = pieceInfo(letter).name;
    b.innerHTML = pieceIcon(letter);
    b.addEventListener('click', () => send(m.uci));
    box.appendChild(b);
  }
  promotionChoices = candidates;
  panel.hidden = false;
}

function hidePromotion() {
  promotionChoices = null;
  $('promotion').hidden = true;
}

function clickSquare(sq) {
  if (!canMove()) return;
  if (selected && tryMove(sq)) return;
  const letter = state.board[sq];
  if (letter && colorOf(letter) === state.turn && movesFrom(sq).length) {
    selected = selected && selected.from === sq ? null : {from: sq};
  } else {
    selected = null;
  }
  draw();
  drawPlayers();
}

function boardPoint(e) {
  const box = $('board').getBoundingClientRect();
  return [(e.clientX - box.left) / box.width * game.width * S, (e.clientY - box.top) / box.height * game.height * S];
}

function onPointerDown(e) {
  if (!state || promotionChoices) return;
  const sq = squareAt(e.clientX, e.clientY);
  if (sq < 0) return;
  const letter = state.board[sq];
  if (canMove() && letter && colorOf(letter) === state.turn && movesFrom(sq).length) {
    drag = {from: sq, letter, x: e.clientX, y: e.clientY, moved: false, pointer: e.pointerId};
    $('board').setPointerCapture(e.pointerId);
  } else {
    drag = {from: -1, x: e.clientX, y: e.clientY, moved: false, pointer: e.pointerId};
  }
}

function onPointerMove(e) {
  if (!drag || drag.from < 0) return;
  if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_THRESHOLD_PX) return;
  if (!drag.moved) {
    drag.moved = true;
    selected = {from: drag.from};
    draw();
  }
  const [x, y] = boardPoint(e);
  $('drag-layer').innerHTML = pieceUse(drag.letter, x - S / 2, y - S / 2);
}

function onPointerUp(e) {
  if (!drag) return;
  const d = drag;
  drag = null;
  const sq = squareAt(e.clientX, e.clientY);
  if (!d.moved) {
    if (sq >= 0) clickSquare(sq);
    return;
  }
  if (sq < 0 || !tryMove(sq)) {
    if (sq !== d.from) selected = null;
    draw();
  }
}

// ---- setting up --------------------------------------------------------------------

function fillSetup() {
  const opt = (value, text) => `<option value="${value}">${text}</option>`;
  $('variant').innerHTML = info.games.map((g) => opt(g.key, `${g.name} (${g.width}x${g.height})`)).join('');
  $('level').innerHTML = info.levels.map((l) => opt(l.key, l.name)).join('');
  $('level').value = 'medium';
  $('minutes').innerHTML = info.clocks.map((m) => opt(m, m ? `${m} min` : 'Off')).join('');
  $('increment').innerHTML = info.increments.map((s) => opt(s, s ? `+${s} s` : 'none')).join('');
  const mode = () => document.querySelector('input[name=mode]:checked').value;
  const showMode = () => { document.body.classList.remove('mode-bot', 'mode-local', 'mode-online'); document.body.classList.add(`mode-${mode()}`); };
  document.querySelectorAll('input[name=mode]').forEach((r) => r.addEventListener('change', showMode));
  showMode();
}

async function startGame(e) {
  e.preventDefault();
  const f = new FormData($('setup-form'));
  const body = {
    variant: f.get('variant'),
    mode: f.get('mode'),
    level: f.get('level'),
    color: f.get('color'),
    clock: {minutes: parseInt(f.get('minutes'), 10), increment: parseInt(f.get('increment'), 10)},
  };
  const fen = f.get('fen').trim();
  if (fen) body.fen = fen;
  try {
    const r = await api('POST', '/api/rooms', body);
    enter({room: r.room, token: r.token, seat: r.seat}, r.state);
  } catch (err) {
    showError(err.message, 'setup-error');
  }
}

async function joinRoom(code) {
  code = code.trim().toUpperCase();
  try {
    const r = await api('POST', `/api/rooms/${encodeURIComponent(code)}/join`, {});
    enter({room: r.room, token: r.token, seat: r.seat}, r.state);
  } catch (err) {
    showError(err.message, 'setup-error');
  }
}

function enter(newSeat, s) {
  seat = newSeat;
  if (seat) sessionStorage.setItem(`hecto-seat-${seat.room}`, JSON.stringify(seat));
  history.replaceState(null, '', `#room=${s.room}`);
  game = info.games.find((g) => g.key === s.variant);
  flipped = !!seat && seat.seat === 'black';
  state = null;
  previous = null;
  selected = null;
  $('setup').hidden = true;
  $('play').hidden = false;
  $('side').hidden = false;
  document.body.dataset.variant = game.key;
  // Wide boards (Mega Chess) get wider, so that their squares stay large.
  const maxPx = Math.max(720, 60 * game.width);
  $('play').style.width = `min(92vw, ${(78 * game.width / game.height).toFixed(1)}vh, ${maxPx}px)`;
  $('game-title').textContent = `${game.name}${s.level ? ` against Hecto (${info.levels.find((l) => l.key === s.level).name})` : ''}`;
  accept(s);
  listen(s.room);
}

async function openFromAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.get('join')) return joinRoom(params.get('join'));
  const code = params.get('room');
  if (!code) return;
  try {
    const s = await api('GET', `/api/rooms/${encodeURIComponent(code)}`);
    const saved = sessionStorage.getItem(`hecto-seat-${s.room}`);
    enter(saved ? JSON.parse(saved) : null, s);
  } catch (err) {
    showError(err.message, 'setup-error');
  }
}

function setTheme(name) {
  document.body.classList.remove('theme-navy', 'theme-red', 'theme-parchment');
  document.body.classList.add(`theme-${name}`);
  $('theme').value = name;
  localStorage.setItem('hecto-theme', name);
}

async function main() {
  setTheme(localStorage.getItem('hecto-theme') || 'navy');
  $('theme').addEventListener('change', (e) => setTheme(e.target.value));
  info = await api('GET', '/api/games');
  await loadPieces();
  fillSetup();
  $('setup-form').addEventListener('submit', startGame);
  $('join-form').addEventListener('submit', (e) => { e.preventDefault(); joinRoom($('join-code').value); });
  $('new-game-button').addEventListener('click', () => { $('setup').hidden = !$('setup').hidden; });
  $('flip').addEventListener('click', () => { flipped = !flipped; render(false); });
  $('pause').addEventListener('click', () => act(state.paused ? 'resume' : 'pause'));
  $('resign').addEventListener('click', () => {
    const b = $('resign');
    if (performance.now() - resignArmed < RESIGN_CONFIRM_MS) { resignArmed = 0; b.textContent = 'Resign'; act('resign'); return; }
    resignArmed = performance.now();
    b.textContent = 'Really resign?';
    setTimeout(() => { b.textContent = 'Resign'; }, RESIGN_CONFIRM_MS);
  });
  const board = $('board');
  board.addEventListener('pointerdown', onPointerDown);
  board.addEventListener('pointermove', onPointerMove);
  board.addEventListener('pointerup', onPointerUp);
  board.addEventListener('pointercancel', () => { drag = null; draw(); });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { hidePromotion(); selected = null; draw(); } });
  setInterval(drawClocks, 100);
  window.addEventListener('hashchange', openFromAddress);
  await openFromAddress();
  document.body.dataset.ready = '1';
}

main().catch((e) => showError(e.message, 'setup-error'));
