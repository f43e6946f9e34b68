// Mia's program in JavaScript (node): grading.toml says how it starts.
const readline = require("readline");
const chips = {}, bets = {}, order = [];
let point = 0, shooter = 0;
function settle(won) {
  for (const p of order) { if (won) chips[p] += 2 * bets[p]; bets[p] = 0; }
}
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (raw) => {
  const m = raw.trim().match(/^(\w+)\((.*)\)$/);
  const name = m ? m[1] : raw.trim();
  const a = m ? m[2].split(",").map((s) => s.trim()).filter(Boolean) : [];
  if (name === "addPlayer") { chips[a[0]] = +a[1]; bets[a[0]] = 0; order.push(a[0]); console.log(`welcome ${a[0]}`); }
  else if (name === "placeLineBet") {
    if (+a[1] > chips[a[0]]) console.log(`error: ${a[0]} cannot bet ${a[1]}`);
    else { chips[a[0]] -= +a[1]; bets[a[0]] += +a[1]; console.log("ok"); }
  } else if (name === "roll") {
    const n = +a[0];
    if (point === 0 && (n === 7 || n === 11)) settle(true);
    else if (point === 0 && [2, 3, 12].includes(n)) settle(false);
    else if (point === 0) point = n;
    else if (n === point) { settle(true); point = 0; }
    else if (n === 7) { settle(false); point = 0; shooter = (shooter + 1) % order.length; }
    console.log(`rolled ${n}`);
  } else if (name === "chips") console.log(`${a[0]} has $${chips[a[0]]}`);
  else if (name === "point") console.log(point ? `point ${point}` : "point off");
  else if (name === "shooter") console.log(`shooter ${order[shooter]}`);
  else console.log(`error: unknown command ${name}`);
});
