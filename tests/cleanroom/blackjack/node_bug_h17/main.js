// Blackjack table for the course assignment.
// Reads one command per line on stdin (e.g. "bet(Bob, 10)") and prints one line for each.
// Rule options: --dealer S17|H17, --payout W:P, --das yes|no, --resplit-aces yes|no,
// --surrender yes|no (and --shoe "A, K, 9, 7").
'use strict';

const readline = require('readline');

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const MAX_SEATS = 7;
const MAX_HANDS = 4;
const DECKS = 6;

class GameError extends Error {}

function parseCard(text) {
  const t = String(text).trim().toUpperCase();
  if (RANKS.includes(t)) return t;
  if (t.length >= 2 && 'SHDC'.includes(t[t.length - 1]) && RANKS.includes(t.slice(0, -1))) {
    return t.slice(0, -1);
  }
  if (t === 'T') return '10';
  throw new GameError(`invalid card: ${String(text).trim()}`);
}

function cardValue(rank) {
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return parseInt(rank, 10);
}

// [total, soft]: one ace counts 11 when that does not bust
function totalOf(cards) {
  const hard = cards.reduce((s, c) => s + cardValue(c), 0);
  if (cards.includes('A') && hard + 10 <= 21) return [hard + 10, true];
  return [hard, false];
}

function parseYesNo(value) {
  const v = String(value).trim().toLowerCase();
  if (['yes', 'y', 'true', 'on', '1'].includes(v)) return true;
  if (['no', 'n', 'false', 'off', '0'].includes(v)) return false;
  throw new GameError(`invalid yes/no value: ${value}`);
}

function parsePayout(value) {
  const m = /^\s*(\d+)\s*[:/]\s*(\d+)\s*$/.exec(String(value));
  if (!m || parseInt(m[2], 10) === 0) throw new GameError(`invalid payout: ${value}`);
  return [parseInt(m[1], 10), parseInt(m[2], 10)];
}

function parseAmount(value) {
  const s = String(value).trim().replace(/^\$/, '');
  if (!/^-?\d+$/.test(s)) throw new GameError(`invalid amount: ${value}`);
  return parseInt(s, 10);
}

class Hand {
  constructor(cards, bet, fromSplit = false, splitAces = false) {
    this.cards = cards.slice();
    this.bet = bet;
    this.fromSplit = fromSplit;
    this.splitAces = splitAces;
    this.done = false;
    this.status = null; // null while it waits on the dealer; 'bust', 'surrendered', 'paid', 'settled'
  }

  total() { return totalOf(this.cards); }

  isNatural() {
    return !this.fromSplit && this.cards.length === 2 && this.total()[0] === 21;
  }

  describe() {
    const [t, soft] = this.total();
    if (t > 21) return `${t} bust`;
    if (this.isNatural()) return '21 blackjack';
    if (this.status === 'surrendered') return `${t} surrendered`;
    return soft ? `${t} soft` : `${t}`;
  }
}

class Player {
  constructor(name, chips) {
    this.name = name;
    this.chips = chips;
    this.pendingBet = 0;
    this.hands = [];
    this.insurance = 0;
    this.answered = false;
  }
}

class BlackjackGame {
  constructor() {
    this.dealerRule = 'S17';
    this.payout = [3, 2];
    this.das = true;
    this.resplitAces = false;
    this.surrenderAllowed = false;
    this.players = new Map(); // name -> Player, in seating order
    this.round = [];
    this.phase = 'idle'; // idle (between rounds), insurance, play
    this.dealerCards = [];
    this.holeShown = false;
    this.stacked = [];
    this.shoeCards = [];
    this.shoeSize = 0;
    this.newShoe();
    this.msgs = [];
  }

  setOption(name, value) {
    const key = String(name).trim().toLowerCase().replace(/^-+/, '').replace(/_/g, '-');
    if (key === 'dealer') {
      const v = String(value).trim().toUpperCase();
      if (v !== 'S17' && v !== 'H17') throw new GameError(`invalid dealer rule: ${value}`);
      this.dealerRule = v;
    } else if (key === 'payout') {
      this.payout = parsePayout(value);
    } else if (key === 'das') {
      this.das = parseYesNo(value);
    } else if (key === 'resplit-aces' || key === 'resplitaces') {
      this.resplitAces = parseYesNo(value);
    } else if (key === 'surrender') {
      this.surrenderAllowed = parseYesNo(value);
    } else {
      throw new GameError(`unknown option: ${name}`);
    }
  }

  // ----- the shoe -----
  newShoe() {
    const cards = [];
    for (let d = 0; d < DECKS * 4; d++) for (const r of RANKS) cards.push(r);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    this.shoeCards = cards;
    this.shoeSize = cards.length;
  }

  draw() {
    if (this.stacked.length) return this.stacked.shift();
    if (!this.shoeCards.length) this.newShoe();
    return this.shoeCards.pop();
  }

  shoe(...cards) {
    const ranks = [];
    for (const arg of cards) {
      for (const part of String(arg).split(/[,\s]+/)) {
        if (part) ranks.push(parseCard(part));
      }
    }
    this.stacked.push(...ranks);
    this.msgs.push('Stacked: ' + ranks.join(' '));
  }

  // ----- helpers -----
  player(name) {
    const p = this.players.get(String(name).trim());
    if (!p) throw new GameError(`no such player: ${name}`);
    return p;
  }

  current() {
    for (const p of this.round) {
      for (const h of p.hands) {
        if (!h.done) return [p, h];
      }
    }
    return null;
  }

  sayHand(p, h) {
    return `${p.name}: ${h.cards.join(' ')} (${h.describe()})`;
  }

  dealerText() {
    if (!this.dealerCards.length) return 'no cards yet';
    if (!this.holeShown) {
      const up = this.dealerCards[0];
      const [t, soft] = totalOf([up]);
      return `${up} ?: ${t}${soft ? ' soft' : ''}`;
    }
    const [t, soft] = totalOf(this.dealerCards);
    let word = '';
    if (t > 21) word = ' bust';
    else if (this.dealerCards.length === 2 && t === 21) word = ' blackjack';
    else if (soft) word = ' soft';
    return `${this.dealerCards.join(' ')}: ${t}${word}`;
  }

  dealerNatural() {
    return this.dealerCards.length === 2 && totalOf(this.dealerCards)[0] === 21;
  }

  // ----- seating and betting -----
  addPlayer(player, chips) {
    const name = String(player).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new GameError(`invalid player name: ${player}`);
    if (this.players.has(name)) throw new GameError(`${name} is already seated`);
    if (this.players.size >= MAX_SEATS) throw new GameError('the table is full (7 seats)');
    const amount = parseAmount(chips);
    if (amount < 0) throw new GameError('invalid chip count');
    this.players.set(name, new Player(name, amount));
    this.msgs.push(`Welcome ${name}, with $${amount}.`);
  }

  bet(player, amount) {
    const p = this.player(player);
    const amt = parseAmount(amount);
    if (this.phase !== 'idle') throw new GameError('bets are taken between rounds only');
    if (p.pendingBet) throw new GameError(`${p.name} has already bet on this round`);
    if (amt <= 0) throw new GameError('a bet must be at least $1');
    if (amt > p.chips) throw new GameError(`${p.name} cannot bet $${amt} with $${p.chips}`);
    p.chips -= amt;
    p.pendingBet = amt;
    this.msgs.push(`${p.name} bets $${amt}.`);
  }

  // ----- the deal -----
  deal() {
    if (this.phase !== 'idle') throw new GameError('a round is already being played');
    const bettors = [...this.players.values()].filter((p) => p.pendingBet);
    if (!bettors.length) throw new GameError('no bets: nobody to deal to');
    if (this.shoeCards.length < this.shoeSize * 0.25) {
      this.newShoe();
      this.msgs.push('New shoe shuffled.');
    }
    for (const p of this.players.values()) {
      p.hands = [];
      p.insurance = 0;
      p.answered = false;
    }
    this.round = bettors;
    for (const p of bettors) {
      p.hands = [new Hand([], p.pendingBet)];
      p.pendingBet = 0;
    }
    this.dealerCards = [];
    this.holeShown = false;
    for (const p of bettors) p.hands[0].cards.push(this.draw());
    this.dealerCards.push(this.draw());
    for (const p of bettors) p.hands[0].cards.push(this.draw());
    this.dealerCards.push(this.draw());
    for (const p of bettors) {
      const h = p.hands[0];
      if (h.isNatural()) h.done = true;
      this.msgs.push(this.sayHand(p, h) + '.');
    }
    const up = this.dealerCards[0];
    this.msgs.push(`Dealer shows ${up}.`);
    if (up === 'A') {
      this.phase = 'insurance';
      this.msgs.push('Insurance is open.');
    } else if (cardValue(up) === 10) {
      this.peek();
    } else {
      this.phase = 'play';
      this.advance();
    }
  }

  peek() {
    if (this.dealerNatural()) {
      this.dealerBlackjack();
      return;
    }
    if (this.dealerCards[0] === 'A') {
      this.msgs.push('Dealer has no blackjack.');
      for (const p of this.round) {
        if (p.insurance) {
          this.msgs.push(`${p.name} loses the $${p.insurance} insurance.`);
          p.insurance = 0;
        }
      }
    }
    this.phase = 'play';
    this.advance();
  }

  dealerBlackjack() {
    this.holeShown = true;
    this.msgs.push(`Dealer has blackjack: ${this.dealerCards.join(' ')}.`);
    for (const p of this.round) {
      if (p.insurance) {
        const won = 2 * p.insurance;
        p.chips += p.insurance + won;
        this.msgs.push(`${p.name}'s insurance wins $${won}.`);
        p.insurance = 0;
      }
      for (const h of p.hands) {
        h.done = true;
        if (h.status === 'paid') continue;
        if (h.isNatural()) {
          p.chips += h.bet;
          this.msgs.push(`${p.name} pushes.`);
        } else {
          this.msgs.push(`${p.name} loses $${h.bet}.`);
        }
        h.status = 'settled';
      }
    }
    this.phase = 'idle';
  }

  // ----- insurance -----
  insurancePlayer(player) {
    const p = this.player(player);
    if (this.phase !== 'insurance') throw new GameError('insurance is not offered now');
    if (!this.round.includes(p)) throw new GameError(`${p.name} has no hand in this round`);
    if (p.answered) throw new GameError(`${p.name} has already answered the insurance offer`);
    return p;
  }

  afterAnswer() {
    if (this.round.every((p) => p.answered)) this.peek();
  }

  insurance(player, amount) {
    const p = this.insurancePlayer(player);
    const amt = parseAmount(amount);
    const bet = p.hands[0].bet;
    if (amt <= 0) throw new GameError('insurance must be at least $1');
    if (2 * amt > bet) throw new GameError(`insurance is at most half the bet ($${Math.floor(bet / 2)})`);
    if (amt > p.chips) throw new GameError(`${p.name} cannot afford $${amt} of insurance`);
    p.chips -= amt;
    p.insurance = amt;
    p.answered = true;
    this.msgs.push(`${p.name} insures for $${amt}.`);
    this.afterAnswer();
  }

  evenMoney(player) {
    const p = this.insurancePlayer(player);
    const h = p.hands[0];
    if (!h.isNatural()) throw new GameError('even money is only for a blackjack');
    p.chips += 2 * h.bet;
    h.status = 'paid';
    h.done = true;
    p.answered = true;
    this.msgs.push(`${p.name} takes even money: wins $${h.bet}.`);
    this.afterAnswer();
  }

  noInsurance(player) {
    const p = this.insurancePlayer(player);
    p.answered = true;
    this.msgs.push(`${p.name} declines insurance.`);
    this.afterAnswer();
  }

  // ----- playing the hands -----
  advance() {
    for (;;) {
      const cur = this.current();
      if (!cur) {
        this.dealerPlays();
        return;
      }
      const [p, h] = cur;
      if (h.cards.length === 1) { // a split hand gets its second card
        h.cards.push(this.draw());
        this.msgs.push(this.sayHand(p, h) + '.');
        const acesAgain = h.cards[0] === 'A' && h.cards[1] === 'A' && this.resplitAces
          && p.hands.length < MAX_HANDS;
        if (h.splitAces && !acesAgain) {
          h.done = true;
          continue;
        }
      }
      if (h.total()[0] >= 21) {
        h.done = true;
        continue;
      }
      return;
    }
  }

  acting(player) {
    const p = this.player(player);
    if (this.phase !== 'insurance' && this.phase !== 'play') throw new GameError('no hand is being played');
    if (!this.round.includes(p)) throw new GameError(`${p.name} has no hand in this round`);
    const cur = this.current();
    if (!cur) throw new GameError('no hand is being played');
    if (cur[0] !== p) throw new GameError(`it is ${cur[0].name}'s turn`);
    return [p, cur[1]];
  }

  decide(action) {
    if (this.phase === 'insurance') {
      for (const q of this.round) q.answered = true;
      this.peek();
      if (this.phase !== 'play') return; // the dealer's blackjack ended the round
    }
    action();
    this.advance();
  }

  hit(player) {
    const [p, h] = this.acting(player);
    if (h.splitAces) throw new GameError('a split ace takes one card only');
    this.decide(() => {
      h.cards.push(this.draw());
      if (h.total()[0] > 21) {
        h.status = 'bust';
        h.done = true;
        this.msgs.push(`${this.sayHand(p, h)}: loses $${h.bet}.`);
      } else {
        this.msgs.push(this.sayHand(p, h) + '.');
      }
    });
  }

  stand(player) {
    const [p, h] = this.acting(player);
    this.decide(() => {
      h.done = true;
      this.msgs.push(`${p.name} stands on ${h.describe()}.`);
    });
  }

  double(player) {
    const [p, h] = this.acting(player);
    if (h.cards.length !== 2) throw new GameError('a double is on the first two cards only');
    if (h.splitAces) throw new GameError('a split ace takes one card only');
    if (h.fromSplit && !this.das) throw new GameError('no double after a split at this table');
    if (h.bet > p.chips) throw new GameError(`${p.name} cannot afford to double`);
    this.decide(() => {
      p.chips -= h.bet;
      h.bet *= 2;
      h.cards.push(this.draw());
      h.done = true;
      if (h.total()[0] > 21) {
        h.status = 'bust';
        this.msgs.push(`${p.name} doubles: ${this.sayHand(p, h)}: loses $${h.bet}.`);
      } else {
        this.msgs.push(`${p.name} doubles: ${this.sayHand(p, h)}.`);
      }
    });
  }

  split(player) {
    const [p, h] = this.acting(player);
    if (h.cards.length !== 2 || h.cards[0] !== h.cards[1]) throw new GameError('only a pair can be split');
    if (p.hands.length >= MAX_HANDS) throw new GameError(`at most ${MAX_HANDS} hands`);
    if (h.splitAces && !this.resplitAces) throw new GameError('split aces are not split again');
    if (h.bet > p.chips) throw new GameError(`${p.name} cannot afford to split`);
    this.decide(() => {
      p.chips -= h.bet;
      const aces = h.cards[0] === 'A';
      const second = new Hand([h.cards[1]], h.bet, true, aces);
      h.cards = [h.cards[0]];
      h.fromSplit = true;
      h.splitAces = aces;
      p.hands.splice(p.hands.indexOf(h) + 1, 0, second);
      this.msgs.push(`${p.name} splits ${h.cards[0]}s.`);
    });
  }

  surrender(player) {
    const [p, h] = this.acting(player);
    if (!this.surrenderAllowed) throw new GameError('surrender is not offered at this table');
    if (p.hands.length !== 1 || h.fromSplit || h.cards.length !== 2) {
      throw new GameError('surrender is only the first decision on the first two cards');
    }
    this.decide(() => {
      const back = Math.floor(h.bet / 2);
      p.chips += back;
      h.status = 'surrendered';
      h.done = true;
      this.msgs.push(`${p.name} surrenders: $${back} back.`);
    });
  }

  // ----- the dealer and the settlement -----
  dealerHits() {
    const [t, soft] = totalOf(this.dealerCards);
    if (t < 17) return true;
    return t === 17 && soft && this.dealerRule === 'S17';
  }

  dealerPlays() {
    this.holeShown = true;
    const waiting = this.round.some((p) => p.hands.some((h) => h.status === null && !h.isNatural()));
    if (waiting) {
      while (this.dealerHits()) this.dealerCards.push(this.draw());
    }
    this.msgs.push(`Dealer: ${this.dealerText()}.`);
    const d = totalOf(this.dealerCards)[0];
    for (const p of this.round) {
      for (const h of p.hands) {
        if (h.status !== null) continue;
        h.status = 'settled';
        if (h.isNatural()) {
          const [w, q] = this.payout;
          const won = Math.floor((h.bet * w) / q);
          p.chips += h.bet + won;
          this.msgs.push(`${p.name}'s blackjack wins $${won}.`);
          continue;
        }
        const t = h.total()[0];
        if (d > 21 || t > d) {
          p.chips += 2 * h.bet;
          this.msgs.push(`${p.name} wins $${h.bet} with ${t}.`);
        } else if (t === d) {
          p.chips += h.bet;
          this.msgs.push(`${p.name} pushes with ${t}.`);
        } else {
          this.msgs.push(`${p.name} loses $${h.bet} with ${t}.`);
        }
      }
    }
    this.phase = 'idle';
  }

  // ----- queries -----
  getChips(player) { return this.player(player).chips; }

  getHand(player) {
    const p = this.player(player);
    if (!p.hands.length) return 'no hand';
    return p.hands.map((h) => h.describe()).join(', ');
  }

  getDealer() { return this.dealerText(); }
}

// ----- the console around the game -----

const COMMANDS = {
  addplayer: ['addPlayer', 2], bet: ['bet', 2], deal: ['deal', 0],
  insurance: ['insurance', 2], evenmoney: ['evenMoney', 1], noinsurance: ['noInsurance', 1],
  hit: ['hit', 1], stand: ['stand', 1], double: ['double', 1], split: ['split', 1],
  surrender: ['surrender', 1], chips: ['getChips', 1], hand: ['getHand', 1], dealer: ['getDealer', 0],
};

function splitLine(line) {
  const m = /^\s*([A-Za-z_]\w*)\s*\((.*)\)\s*;?\s*$/.exec(line);
  if (m) {
    const inner = m[2];
    return [m[1], inner.trim() ? inner.split(',').map((a) => a.trim()) : []];
  }
  const words = line.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  return [words[0], words.slice(1)];
}

function runLine(game, line) {
  const [name, args] = splitLine(line);
  const key = name.toLowerCase();
  game.msgs = [];
  if (key === 'shoe') {
    game.shoe(...args);
    return game.msgs.join(' ');
  }
  if (!Object.prototype.hasOwnProperty.call(COMMANDS, key)) throw new GameError(`unknown command: ${name}`);
  const [method, nargs] = COMMANDS[key];
  if (args.length !== nargs) throw new GameError(`${name} takes ${nargs} argument(s)`);
  const result = game[method](...args);
  if (method.startsWith('get')) return String(result);
  return game.msgs.join(' ') || 'OK';
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    let name = a.slice(2);
    let value;
    const eq = name.indexOf('=');
    if (eq >= 0) {
      value = name.slice(eq + 1);
      name = name.slice(0, eq);
    } else if (i + 1 < argv.length) {
      value = argv[++i];
    }
    opts[name] = value;
  }
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const game = new BlackjackGame();
  try {
    for (const name of ['dealer', 'payout', 'das', 'resplit-aces', 'surrender']) {
      if (opts[name] !== undefined) game.setOption(name, opts[name]);
    }
    if (opts.shoe) game.shoe(opts.shoe);
  } catch (e) {
    process.stderr.write(`bad option: ${e.message}\n`);
    process.exit(2);
  }
  for (const k of Object.keys(opts)) {
    if (!['dealer', 'payout', 'das', 'resplit-aces', 'surrender', 'shoe'].includes(k)) {
      process.stderr.write(`warning: ignoring option --${k}\n`);
    }
  }

  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on('line', (raw) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (['quit', 'exit', 'quit()', 'exit()'].includes(line.toLowerCase())) {
      rl.close();
      return;
    }
    let out;
    try {
      out = runLine(game, line);
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      out = `error: ${e.message}`;
    }
    process.stdout.write(out + '\n');
  });
}

main();
