// The page of `hecto serve` in headless Chromium, as a person uses it: in
// every game it starts a game against Hecto, moves by clicking (and by
// dragging), sees Hecto answer (at every level, with the legal targets and
// the last move marked); it promotes, castles, drops and sees a
// contraction in BigBangChess, pauses and resumes, lets a clock run out,
// flips the board, downloads the PGN, and plays a room from a second
// browser context. Screenshots of every game go to --shots.
//
// usage: node e2e.mjs --hecto PATH/TO/hecto [--shots DIR] [--chromium /usr/bin/chromium]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STEP_TIMEOUT_MS = 20000;   // one answer from Hecto, one page update
const FLAG_CLOCK_SECONDS = 2;
const SERVER_STOP_MS = 10000;  // open keep-alive connections may hold it a few seconds
const VIEWPORT = {width: 1200, height: 860};
// Flags that work in a sandbox without a GPU, a session bus or a network.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
                       '--disable-background-networking', '--disable-component-update', '--disable-sync',
                       '--disable-dev-shm-usage'];

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) => {
  if (a.startsWith('--')) pairs.push([a.slice(2), all[i + 1]]);
  return pairs;
}, []));
const hecto = args.hecto;
const shots = args.shots;
const executablePath = args.chromium || '/usr/bin/chromium';
if (!hecto) { console.error('usage: node e2e.mjs --hecto PATH [--shots DIR]'); process.exit(2); }
if (shots) mkdirSync(shots, {recursive: true});

let checks = 0, failures = 0;
function check(ok, what) {
  ++checks;
  if (!ok) { ++failures; console.log(`FAIL: ${what}`); } else console.log(`ok: ${what}`);
}

// ---- the server ----------------------------------------------------------------

function startServer() {
  return new Promise((resolve, reject) => {
    const proc = spawn(hecto, ['serve', '--port', '0'], {stdio: ['ignore', 'pipe', 'inherit']});
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve({proc, url: m[0]});
    });
    proc.on('exit', (code) => reject(new Error(`hecto serve exited with ${code}: ${out}`)));
    setTimeout(() => reject(new Error(`hecto serve printed no address: ${out}`)), 10000);
  });
}

// SIGTERM, as a person's Ctrl-C: the server must stop by itself.
async function stopServer(proc) {
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve(signal || code)));
  proc.kill('SIGTERM');
  const how = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), SERVER_STOP_MS))]);
  check(how === 0, `hecto serve stops on SIGTERM (${how})`);
  if (how === 'timeout') proc.kill('SIGKILL');
}

// ---- the page ------------------------------------------------------------------

async function openPage(context, url) {
  const page = await context.newPage();
  page.on('pageerror', (e) => { ++failures; console.log(`FAIL: page error: ${e.message}`); });
  page.on('console', (m) => { if (m.type() === 'error') console.log(`console: ${m.text()}`); });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', {timeout: STEP_TIMEOUT_MS});
  return page;
}

async function newGame(page, {variant, mode = 'bot', level = 'easy', color = 'white', minutes = 0, increment = 0, fen = ''}) {
  if (await page.isHidden('#setup')) await page.click('#new-game-button');
  await page.selectOption('#variant', variant);
  await page.check(`input[name=mode][value=${mode}]`);
  if (mode === 'bot') await page.selectOption('#level', level);
  if (mode !== 'local') await page.selectOption('select[name=color]', color);
  await page.selectOption('#minutes', String(minutes));
  await page.selectOption('#increment', String(increment));
  await page.fill('#fen', fen);
  await page.click('#start');
  await page.waitForSelector('#setup', {state: 'hidden', timeout: STEP_TIMEOUT_MS});
  await page.waitForSelector('#board rect[data-square]');
}

const sanCount = (page) => page.locator('#moves .san').count();
const sans = (page) => page.locator('#moves .san').allTextContents();
const status = (page) => page.textContent('#status');

async function waitForSans(page, n, what) {
  try {
    await page.waitForFunction((k) => document.querySelectorAll('#moves .san').length >= k, n, {timeout: STEP_TIMEOUT_MS});
  } catch (e) {
    check(false, `${what}: ${n} moves in the list (${await sans(page)}; status: ${await status(page)})`);
    return false;
  }
  return true;
}

async function clickSquare(page, square) {
  await page.click(`#board rect[data-square="${square}"]`);
}

// A move by two clicks: the piece, then its square.
async function clickMove(page, from, to) {
  const n = await sanCount(page);
  await clickSquare(page, from);
  await clickSquare(page, to);
  return waitForSans(page, n + 1, `${from}-${to} by clicking`);
}

// Where a square is on the screen (read at once: the board is redrawn
// whenever the server sends a state, which replaces its elements).
function squareCenter(page, square) {
  return page.evaluate((sq) => {
    const r = document.querySelector(`#board rect[data-square="${sq}"]`).getBoundingClientRect();
    return {x: r.left + r.width / 2, y: r.top + r.height / 2};
  }, square);
}

// A move by dragging the piece.
async function dragMove(page, from, to) {
  const n = await sanCount(page);
  const a = await squareCenter(page, from), b = await squareCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y + 5, {steps: 3});
  await page.mouse.move(b.x, b.y, {steps: 8});
  await page.mouse.up();
  return waitForSans(page, n + 1, `${from}-${to} by dragging`);
}

// A drop: the piece in the hand, then the square.
async function clickDrop(page, letter, to) {
  const n = await sanCount(page);
  await page.click(`.hand-piece[data-piece="${letter}"]`);
  await clickSquare(page, to);
  return waitForSans(page, n + 1, `${letter}@${to} by clicking the hand`);
}

async function waitForHecto(page, n, what) {
  const ok = await waitForSans(page, n, `Hecto answers ${what}`);
  if (ok) check(true, `Hecto answers in ${what}: ${(await sans(page)).join(' ')}`);
  await page.waitForFunction(() => !document.querySelector('#status').textContent.includes('thinking'),
                             null, {timeout: STEP_TIMEOUT_MS}).catch(() => {});
}

// The piece drawn on a square: "white rook", or "" for none.
function pieceOn(page, square) {
  return page.evaluate((sq) => {
    const r = document.querySelector(`#board rect[data-square="${sq}"]`);
    for (const u of document.querySelectorAll('#board > use.piece')) {
      if (u.getAttribute('x') === r.getAttribute('x') && u.getAttribute('y') === r.getAttribute('y'))
        return `${u.classList.contains('white') ? 'white' : 'black'} ${u.getAttribute('href').replace('#piece-', '')}`;
    }
    return '';
  }, square);
}

async function shot(page, name) {
  if (!shots) return;
  await page.waitForTimeout(300);
  await page.screenshot({path: join(shots, name)});
  console.log(`screenshot: ${name}`);
}

// ---- the scenarios --------------------------------------------------------------

// Against Hecto in every game: two moves each, by click (and one drag), answered.
const GAMES = [
  {variant: 'chess', theme: 'navy', moves: [['e2', 'e4'], ['g1', 'f3', 'drag']]},
  {variant: 'tencubed', theme: 'red', moves: [['e3', 'e5'], ['c2', 'd4']]},
  {variant: 'bigchess', theme: 'parchment', moves: [['e2', 'e5'], ['b1', 'c3']]},
  {variant: 'megachess', theme: 'navy', moves: [['h2', 'h4'], ['e1', 'f3']]},
  {variant: 'bigbang', theme: 'red', moves: [['P', 'e5', 'drop'], ['P', 'g5', 'drop']]},
];

async function playAgainstHecto(page) {
  for (const g of GAMES) {
    await page.selectOption('#theme', g.theme);
    check(await page.evaluate((t) => document.body.classList.contains(`theme-${t}`), g.theme), `the ${g.theme} theme`);
    await newGame(page, {variant: g.variant, level: 'easy', minutes: 5, increment: 2});
    check((await page.textContent('#game-title')).includes('against Hecto (Easy)'), `${g.variant}: against Hecto (Easy)`);
    let n = 0;
    for (const [a, b, how] of g.moves) {
      const ok = how === 'drop' ? await clickDrop(page, a, b) : how === 'drag' ? await dragMove(page, a, b) : await clickMove(page, a, b);
      check(ok, `${g.variant}: ${a}${how === 'drop' ? '@' : '-'}${b} (${how || 'click'})`);
      n += 2;
      await waitForHecto(page, n, g.variant);
    }
    if (g.variant === 'bigchess') {
      const files = await page.locator('#board text.coord').allTextContents();
      check(files.includes('m') && !files.includes('j'), 'BigChess: its tenth file is m');
    }
    if (g.variant === 'bigbang') {
      check(await page.locator('#area').count() === 1, 'BigBangChess: the area is drawn');
      check(await page.locator('#board .outside').count() > 0, 'BigBangChess: squares outside the area are dimmed');
      check(await page.locator('#player-bottom .hand-piece').count() > 0, 'BigBangChess: the hand is beside the board');
    }
    await shot(page, `serve-${g.variant}.png`);
  }
}

// The other levels, one answer each (Easy played every game above); with
// them, the marks a person moves by: a piece's legal targets, the last move.
const LEVELS = [
  {level: 'medium', name: 'Medium', variant: 'chess', from: 'e2', to: 'e4', targets: 2},
  {level: 'hard', name: 'Hard', variant: 'tencubed', from: 'e3', to: 'e5', targets: 2},
  {level: 'deep', name: 'Deep Thinking', variant: 'megachess', from: 'h2', to: 'h4', targets: 2},
];

async function everyLevel(page) {
  for (const l of LEVELS) {
    await newGame(page, {variant: l.variant, level: l.level});
    check((await page.textContent('#game-title')).includes(`against Hecto (${l.name})`), `${l.variant}: against Hecto (${l.name})`);
    await clickSquare(page, l.from);
    const targets = await page.locator('#board .target').count();
    check(targets === l.targets, `${l.from} shows its ${l.targets} legal targets (${targets})`);
    await clickSquare(page, l.to);
    await waitForSans(page, 1, `${l.from}-${l.to} at ${l.name}`);
    await waitForHecto(page, 2, `${l.variant} at ${l.name}`);
    // Two squares marked, neither of them the square the person's pawn left.
    const marked = await page.evaluate((from) => {
      const at = (r) => `${r.getAttribute('x')},${r.getAttribute('y')}`;
      return {last: [...document.querySelectorAll('#board rect.last')].map(at),
              from: at(document.querySelector(`#board rect[data-square="${from}"]`))};
    }, l.from);
    check(marked.last.length === 2 && !marked.last.includes(marked.from), `Hecto's move is marked as the last move (${marked.last})`);
  }
}

async function pauseAndResume(page) {
  await newGame(page, {variant: 'chess', level: 'easy', minutes: 3, increment: 0});
  await page.click('#pause');
  await page.waitForFunction(() => document.querySelector('#status').textContent === 'Paused');
  const a = await page.textContent('#player-bottom .clock');
  await page.waitForTimeout(1500);
  const b = await page.textContent('#player-bottom .clock');
  check(a === b && a !== '', `pause stops the clock (${a} then ${b})`);
  await clickSquare(page, 'e2');
  check(await page.locator('.selected-sq').count() === 0, 'no moving while paused');
  await page.click('#pause');  // now "Resume"
  await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Your move'));
  await page.waitForTimeout(1500);
  const c = await page.textContent('#player-bottom .clock');
  check(c !== b, `resume starts it again (${b} then ${c})`);
  check(await clickMove(page, 'e2', 'e4'), 'a move after resuming');
  await waitForHecto(page, 2, 'chess after the pause');
}

async function promote(page) {
  await newGame(page, {variant: 'tencubed', mode: 'local', fen: 'k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1'});
  await clickSquare(page, 'e9');
  await clickSquare(page, 'e10');
  await page.waitForSelector('#promotion:not([hidden])');
  const offered = await page.locator('#promotion button').evaluateAll((bs) => bs.map((b) => b.dataset.piece));
  check(offered.join('') === 'qma', `TenCubed promotion panel offers its set (${offered})`);
  await shot(page, 'serve-promotion.png');
  const n = await sanCount(page);
  await page.click('#promotion button[data-piece="m"]');
  await waitForSans(page, n + 1, 'promotion');
  check((await sans(page)).at(-1).includes('=M'), `promoted to a Marshall (${(await sans(page)).at(-1)})`);
  check(await pieceOn(page, 'e10') === 'white marshall', 'the Marshall stands on e10');

  await newGame(page, {variant: 'bigchess', mode: 'local', fen: 'k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1'});
  await clickSquare(page, 'e9');
  await clickSquare(page, 'e10');
  await page.waitForSelector('#promotion:not([hidden])');
  const set = await page.locator('#promotion button').evaluateAll((bs) => bs.map((b) => b.dataset.piece));
  check(set.join('') === 'qrcnb', `BigChess promotion panel offers its set with the Clone (${set})`);
  await page.click('#promotion button[data-piece="c"]');
  await waitForSans(page, 1, 'promotion to a Clone');
  check(await pieceOn(page, 'e10') === 'white clone', 'the Clone stands on e10');
}

async function castle(page) {
  // Mega Chess: the king castles with the inner rook on l1.
  await newGame(page, {variant: 'megachess', mode: 'local',
                       fen: 'rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQK3RNR w ADLNadln - 0 1'});
  check(await clickMove(page, 'h1', 'j1'), 'Mega Chess: the king castles by clicking h1 then j1');
  check((await sans(page)).at(-1) === 'O-O', 'written O-O');
  check(await pieceOn(page, 'j1') === 'white king' && await pieceOn(page, 'i1') === 'white rook' &&
        await pieceOn(page, 'l1') === '', 'the inner rook from l1 stands on i1');
  // BigChess: the king steps three squares.
  await newGame(page, {variant: 'bigchess', mode: 'local', fen: 'r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1'});
  check(await clickMove(page, 'f1', 'i1'), 'BigChess: the king castles three squares by clicking');
  check(await pieceOn(page, 'i1') === 'white king' && await pieceOn(page, 'h1') === 'white rook', 'BigChess: the rook jumps over');
  // Chess, by dragging, and the dice of two players on one device.
  await newGame(page, {variant: 'chess', mode: 'local', fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'});
  check(/Player [12] plays White/.test(await page.textContent('#dice')), `a dice roll: ${await page.textContent('#dice')}`);
  check(await dragMove(page, 'e1', 'c1'), 'chess: O-O-O by dragging the king');
  check((await sans(page)).at(-1) === 'O-O-O', 'written O-O-O');
  check(await clickMove(page, 'e8', 'g8'), 'the second player on the same device castles too');
}

async function checkAndMate(page) {
  await newGame(page, {variant: 'chess', mode: 'local', fen: 'k7/8/2K5/8/8/8/8/6R1 w - - 0 1'});
  check(await clickMove(page, 'g1', 'g8'), 'a rook move that gives check');
  check(await page.locator('#board .check').count() === 1 && (await status(page)).includes('check'),
        `the check is marked: ${await status(page)}`);
  check(await clickMove(page, 'a8', 'a7'), 'the king steps out of check');
  await newGame(page, {variant: 'chess', mode: 'local', fen: 'k7/8/1K6/8/8/8/8/6R1 w - - 0 1'});
  check(await clickMove(page, 'g1', 'g8'), 'a mate');
  check(await status(page) === 'White wins: White mates (1-0)', `the result with its reason: ${await status(page)}`);
}

async function bigBangContraction(page) {
  await newGame(page, {variant: 'bigbang', mode: 'local',
                       fen: '11/11/11/3k7/11/5p5/4K6/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnppppppp] w - - 0 1'});
  const before = await page.locator('#board .outside').count();
  check(await clickMove(page, 'e5', 'f6'), 'BigBangChess: the king takes the pawn');
  check(await page.locator('#fx .vanish-mark').count() === 1, 'the contraction is shown on d8');
  check(await page.locator('#board .outside').count() > before, 'the area shrinks to 3x3');
  check((await status(page)).includes('White captures the king'), `the result: ${await status(page)}`);
  await shot(page, 'serve-bigbang-contraction.png');
}

// A two-second clock runs out (the room is made by the page's own request,
// as the page offers minutes only) and the page shows the result.
async function flagFall(page) {
  await page.evaluate(async (seconds) => {
    const res = await fetch('/api/rooms', {method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({variant: 'megachess', mode: 'bot', level: 'easy', color: 'white', clock: {seconds}})});
    const r = await res.json();
    sessionStorage.setItem(`hecto-seat-${r.room}`, JSON.stringify({room: r.room, token: r.token, seat: r.seat}));
    location.hash = `#room=${r.room}`;
  }, FLAG_CLOCK_SECONDS);
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('loses on time'),
                             null, {timeout: STEP_TIMEOUT_MS}).catch(() => {});
  const s = await status(page);
  check(s === 'Black wins: White loses on time (0-1)', `the flag falls: ${s}`);
  check(await page.textContent('#player-bottom .clock') === '0.0', 'the clock shows 0.0');
  await clickSquare(page, 'h2');
  check(await page.locator('.selected-sq').count() === 0, 'no moves after the flag');
}

async function flipAndPgn(page) {
  await newGame(page, {variant: 'bigchess', level: 'easy'});
  await clickMove(page, 'e2', 'e5');
  await waitForHecto(page, 2, 'BigChess for the PGN');
  const y = () => page.locator('#board rect[data-square="a1"]').getAttribute('y');
  const before = await y();
  await page.click('#flip');
  check(before === '900' && await y() === '0', 'flip puts a1 at the top');
  await page.click('#flip');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#pgn')]);
  const text = readFileSync(await download.path(), 'utf8');
  check(text.includes('[Variant "BigChess"]') && text.includes('1. e5 {'), 'the PGN downloads with the game\'s SAN');
  check(download.suggestedFilename().endsWith('.pgn'), `PGN file name ${download.suggestedFilename()}`);
}

async function room(browser, url) {
  const a = await browser.newContext({viewport: VIEWPORT});
  const b = await browser.newContext({viewport: VIEWPORT});
  const first = await openPage(a, url);
  await newGame(first, {variant: 'megachess', mode: 'online', color: 'white', minutes: 10});
  const code = await first.textContent('#room-code');
  check(/^[A-Z2-9]{6}$/.test(code), `a room code: ${code}`);
  check((await status(first)).startsWith('Waiting for the second player'), 'the first browser waits');
  const second = await openPage(b, url);
  await second.fill('#join-code', code);
  await second.click('#join');
  await second.waitForSelector('#board rect[data-square]');
  check(await second.locator('#board rect[data-square="a1"]').getAttribute('y') === '0', 'the second browser sits on Black\'s side');
  await first.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Your move'));
  check(await clickMove(first, 'g2', 'g4'), 'White moves in the first browser');
  check(await waitForSans(second, 1, 'the move arrives live in the second browser'), 'the second browser sees g4');
  await clickSquare(second, 'g2');  // not Black's piece: nothing happens
  check(await second.locator('.selected-sq').count() === 0, 'the second browser cannot move White\'s pieces');
  check(await clickMove(second, 'g7', 'g5'), 'Black answers in the second browser');
  check(await waitForSans(first, 2, 'the answer arrives live in the first browser'), 'the first browser sees g5');
  const clock = await second.textContent('#player-bottom .clock');
  check(/^\d+:\d\d$/.test(clock), `the clocks run in both browsers (${clock})`);
  await shot(first, 'serve-room.png');
  await a.close();
  await b.close();
}

// ---- main ------------------------------------------------------------------------

const started = Date.now();
const server = await startServer();
let browser;
try {
  browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
  const context = await browser.newContext({viewport: VIEWPORT, acceptDownloads: true});
  const page = await openPage(context, server.url);
  for (const [name, run] of [['against Hecto in every game', playAgainstHecto], ['every level', everyLevel],
                             ['pause and resume', pauseAndResume],
                             ['promotion', promote], ['castling', castle], ['check and mate', checkAndMate],
                             ['contraction', bigBangContraction],
                             ['flag fall', flagFall], ['flip and PGN', flipAndPgn]]) {
    console.log(`== ${name}`);
    await run(page);
  }
  console.log('== a room from a second browser');
  await room(browser, server.url);
} catch (e) {
  ++failures;
  console.log(`FAIL: ${e.stack || e}`);
} finally {
  if (browser) await browser.close();
  await stopServer(server.proc);
}
console.log(`${checks - failures} passed, ${failures} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failures ? 1 : 0);
