'use strict';
// Craps lab: pass line, come and odds bets, several players.
// Reads one command per line on standard input and answers each with one line.

const readline = require('readline');

const POINT_NUMBERS = [4, 5, 6, 8, 9, 10];

class Refused extends Error {}

// True odds, rounded down to whole dollars.
function oddsWinnings(number, amount) {
  if (number === 4 || number === 10) return amount * 2;
  if (number === 5 || number === 9) return Math.floor((amount * 3) / 2);
  return Math.floor((amount * 6) / 5);
}

class Player {
  constructor(name, rack) {
    this.name = name;
    this.rack = rack;
    this.passAmount = 0;
    this.passOdds = 0;
    this.comeWaiting = 0;
    this.comeBets = []; // {number, amount, odds}
  }
}

class Table {
  constructor() {
    this.players = [];
    this.point = 0; // 0 = off
    this.shooter = 0;
  }

  find(name) {
    const p = this.players.find((x) => x.name.toLowerCase() === String(name).toLowerCase());
    if (!p) throw new Refused(`no player named ${name} is seated`);
    return p;
  }

  checkAmount(p, amount) {
    if (amount < 1) throw new Refused(`amount must be at least $1, ${amount} is invalid`);
    if (amount > p.rack) throw new Refused(`${p.name} cannot bet $${amount} (only $${p.rack} left)`);
  }

  // null: the pass line bet; otherwise the come bet on number
  lineBetOn(p, number) {
    if (!POINT_NUMBERS.includes(number)) {
      throw new Refused(`odds go on 4, 5, 6, 8, 9 or 10, not ${number}`);
    }
    if (this.point === number && p.passAmount > 0) return null;
    const cb = p.comeBets.find((c) => c.number === number);
    if (!cb) throw new Refused(`${p.name} has no line bet on ${number}: odds not allowed`);
    return cb;
  }

  addPlayer(name, chips) {
    if (!/^[A-Za-z][A-Za-z0-9_.-]{0,19}$/.test(name)) throw new Refused(`invalid name '${name}'`);
    const twin = this.players.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (twin) throw new Refused(`${twin.name} is already seated: cannot seat twice`);
    if (chips < 1) throw new Refused(`chips must be at least $1, ${chips} is invalid`);
    this.players.push(new Player(name, chips));
    return `Welcome ${name}, with $${chips}.`;
  }

  placeLineBet(name, amount) {
    const p = this.find(name);
    if (this.point) throw new Refused(`cannot bet the pass line while the point is ${this.point}`);
    this.checkAmount(p, amount);
    p.rack -= amount;
    p.passAmount += amount;
    return `${p.name} bets $${amount} on the pass line.`;
  }

  placeComeBet(name, amount) {
    const p = this.find(name);
    if (!this.point) throw new Refused('cannot bet come while the point is off');
    this.checkAmount(p, amount);
    p.rack -= amount;
    p.comeWaiting += amount;
    return `${p.name} bets $${amount} on come.`;
  }

  placeOddsBet(name, number, amount) {
    const p = this.find(name);
    const cb = this.lineBetOn(p, number);
    const current = cb === null ? p.passOdds : cb.odds;
    if (current > 0) {
      throw new Refused(`${p.name} already has $${current} odds on ${number}: use changeOddsBet, cannot place twice`);
    }
    this.checkAmount(p, amount);
    p.rack -= amount;
    if (cb === null) p.passOdds = amount;
    else cb.odds = amount;
    return `${p.name} takes $${amount} odds on ${cb === null ? 'pass' : 'come'} ${number}.`;
  }

  changeOddsBet(name, number, amount) {
    const p = this.find(name);
    const cb = this.lineBetOn(p, number);
    const current = cb === null ? p.passOdds : cb.odds;
    if (current === 0) throw new Refused(`${p.name} has no odds on ${number} to change; use placeOddsBet`);
    if (amount < 0) throw new Refused('new odds cannot be below 0');
    if (amount - current > p.rack) {
      throw new Refused(`${p.name} cannot raise the odds to $${amount} (only $${p.rack} left)`);
    }
    p.rack -= amount - current;
    if (cb === null) p.passOdds = amount;
    else cb.odds = amount;
    if (amount === 0) return `${p.name} takes down the odds on ${number}.`;
    return `${p.name} now has $${amount} odds on ${number}.`;
  }

  passDice() {
    if (this.players.length === 0) throw new Refused('no players seated: addPlayer first');
    if (this.point) throw new Refused(`the point is ${this.point}: cannot pass the dice during a round`);
    this.shooter = (this.shooter + 1) % this.players.length;
    return `${this.players[this.shooter].name} has the dice.`;
  }

  roll(args) {
    if (this.players.length === 0) throw new Refused('no players seated: addPlayer first');
    let d1 = 0;
    let d2 = 0;
    if (args.length === 2) {
      [d1, d2] = args;
      if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) throw new Refused('a die shows 1 to 6: invalid roll');
    } else if (args.length === 1 && args[0] !== 0) {
      const total = args[0];
      if (total < 2 || total > 12) throw new Refused(`a roll totals 2 to 12, not ${total}`);
      d1 = Math.max(1, total - 6);
      d2 = total - d1;
    }
    const s = this.players[this.shooter];
    if (!this.point && s.passAmount === 0) {
      throw new Refused(`${s.name} must bet the pass line before the come-out roll (or passDice())`);
    }
    if (d1 === 0) {
      d1 = 1 + Math.floor(Math.random() * 6);
      d2 = 1 + Math.floor(Math.random() * 6);
    }
    return this.settle(s, d1, d2);
  }

  settle(s, d1, d2) {
    const t = d1 + d2;
    const comeOut = this.point === 0;
    const out = [`${s.name} rolls ${d1} + ${d2} = ${t}.`];

    // 1. come bets sitting on numbers, each with its odds
    for (const p of this.players) {
      const keep = [];
      for (const cb of p.comeBets) {
        if (t === cb.number) {
          p.rack += 2 * cb.amount;
          let msg = `${p.name}'s come ${cb.number} wins $${cb.amount}`;
          if (cb.odds > 0) {
            if (comeOut) {
              p.rack += cb.odds;
              msg += `, $${cb.odds} odds returned (off on the come-out)`;
            } else {
              const w = oddsWinnings(cb.number, cb.odds);
              p.rack += cb.odds + w;
              msg += `, odds win $${w}`;
            }
          }
          out.push(msg + '.');
        } else if (t === 7) {
          let msg = `${p.name}'s come ${cb.number} loses $${cb.amount}`;
          if (cb.odds > 0) {
            if (comeOut) {
              p.rack += cb.odds;
              msg += `, $${cb.odds} odds returned (off on the come-out)`;
            } else {
              msg += `, odds lose $${cb.odds}`;
            }
          }
          out.push(msg + '.');
        } else {
          keep.push(cb);
        }
      }
      p.comeBets = keep;
    }

    // 2. the pass line, each with its odds
    for (const p of this.players) {
      if (!p.passAmount) continue;
      const amt = p.passAmount;
      const odds = p.passOdds;
      if (comeOut) {
        if (t === 7 || t === 11) {
          p.rack += 2 * amt;
          p.passAmount = 0;
          out.push(`${p.name}'s pass line wins $${amt}.`);
        } else if (t === 2 || t === 3 || t === 12) {
          p.passAmount = 0;
          out.push(`${p.name}'s pass line loses $${amt}.`);
        }
      } else if (t === this.point) {
        const w = odds > 0 ? oddsWinnings(t, odds) : 0;
        p.rack += 2 * amt + odds + w;
        p.passAmount = 0;
        p.passOdds = 0;
        out.push(`${p.name}'s pass line wins $${amt}` + (odds > 0 ? `, odds win $${w}.` : '.'));
      } else if (t === 7) {
        p.passAmount = 0;
        p.passOdds = 0;
        out.push(`${p.name}'s pass line loses $${amt}` + (odds > 0 ? `, odds lose $${odds}.` : '.'));
      }
    }

    // 3. come bets waiting on the come line
    for (const p of this.players) {
      const amt = p.comeWaiting;
      if (!amt) continue;
      p.comeWaiting = 0;
      if (t === 7 || t === 11) {
        p.rack += 2 * amt;
        out.push(`${p.name}'s come bet wins $${amt}.`);
      } else if (t === 2 || t === 3 || t === 12) {
        out.push(`${p.name}'s come bet loses $${amt}.`);
      } else {
        p.comeBets.push({ number: t, amount: amt, odds: 0 });
        out.push(`${p.name}'s $${amt} come bet moves to ${t}.`);
      }
    }

    // 4. the state change
    if (comeOut) {
      if (POINT_NUMBERS.includes(t)) {
        this.point = t;
        out.push(`The point is ${t}.`);
      } else if (t === 7) {
        out.push('Natural.');
      } else if (t === 11) {
        out.push('Eleven.');
      } else {
        out.push('Craps.');
      }
    } else if (t === this.point) {
      this.point = 0;
      out.push('Point made. The point is off.');
    } else if (t === 7) {
      this.point = 0;
      out.push('Seven out. The point is off.');
      if (this.players.length > 1) {
        this.shooter = (this.shooter + 1) % this.players.length;
        out.push(`${this.players[this.shooter].name} has the dice.`);
      } else {
        out.push(`${s.name} keeps the dice.`);
      }
    }
    return out.join(' ');
  }

  chips(name) {
    const p = this.find(name);
    return `${p.name} has $${p.rack}`;
  }

  pointText() {
    return this.point ? `Point: ${this.point}` : 'off';
  }

  shooterText() {
    return this.players.length ? `Shooter: ${this.players[this.shooter].name}` : 'Shooter: none';
  }

  bets(name) {
    const p = this.find(name);
    const parts = [];
    if (p.passAmount) {
      let s = 'pass';
      if (this.point) s += ` ${this.point}`;
      s += ` $${p.passAmount}`;
      if (p.passOdds) s += ` odds $${p.passOdds}`;
      parts.push(s);
    }
    for (const cb of p.comeBets) {
      parts.push(`come ${cb.number} $${cb.amount}` + (cb.odds ? ` odds $${cb.odds}` : ''));
    }
    if (p.comeWaiting) parts.push(`come $${p.comeWaiting}`);
    return parts.length ? parts.join('; ') : 'no bets';
  }
}

// ----- the command line -----
const LINE = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?\s*;?\s*$/;

function num(s) {
  if (!/^[+-]?\d{1,12}$/.test(s)) throw new Refused(`'${s}' is not a whole number`);
  return parseInt(s, 10);
}

function arity(name, args, n) {
  if (args.length !== n) throw new Refused(`${name} takes ${n} argument(s), not ${args.length}`);
}

function execute(t, line) {
  const m = LINE.exec(line);
  if (!m) throw new Refused(`cannot read the line '${line.trim()}'`);
  const name = m[1];
  const argText = m[2];
  const args = argText === undefined || argText.trim() === '' ? [] : argText.split(',').map((a) => a.trim());
  switch (name.toLowerCase().replace(/_/g, '')) {
    case 'addplayer':
      arity(name, args, 2);
      return t.addPlayer(args[0], num(args[1]));
    case 'placelinebet':
      arity(name, args, 2);
      return t.placeLineBet(args[0], num(args[1]));
    case 'placecomebet':
      arity(name, args, 2);
      return t.placeComeBet(args[0], num(args[1]));
    case 'placeoddsbet':
      arity(name, args, 3);
      return t.placeOddsBet(args[0], num(args[1]), num(args[2]));
    case 'changeoddsbet':
      arity(name, args, 3);
      return t.changeOddsBet(args[0], num(args[1]), num(args[2]));
    case 'roll':
      if (args.length > 2) throw new Refused(`roll takes at most 2 arguments, not ${args.length}`);
      return t.roll(args.map(num));
    case 'passdice':
      arity(name, args, 0);
      return t.passDice();
    case 'chips':
      arity(name, args, 1);
      return t.chips(args[0]);
    case 'point':
      arity(name, args, 0);
      return t.pointText();
    case 'shooter':
      arity(name, args, 0);
      return t.shooterText();
    case 'bets':
      arity(name, args, 1);
      return t.bets(args[0]);
    default:
      throw new Refused(`unknown command '${name}'`);
  }
}

const table = new Table();
const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => {
  if (line.trim() === '' || line.trim().startsWith('#')) return;
  let answer;
  try {
    answer = execute(table, line);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    answer = `error: ${e.message}`;
  }
  process.stdout.write(answer + '\n');
});
