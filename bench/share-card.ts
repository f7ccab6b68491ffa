// `npm run bench:share`: how long one share card takes to draw and how big it is, for
// a photo card, a text-only card and a long title. The first drawing also reads the
// fonts and starts satori's layout engine, so it is printed apart; the median of the
// others is what a payment costs the instance that draws the new card.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../api/src/paths.js';
import { renderShareCard, type ShareCardInput } from '../api/src/share/card.js';

/** Drawings per case (BENCH_SHARE_RUNS): enough for a steady median on a busy machine. */
const RUNS = Number(process.env.BENCH_SHARE_RUNS ?? 15);

const photo = readFileSync(fromRoot('web', 'public', 'images', 'example-share.jpg'));
const cases: [string, ShareCardInput][] = [
  ['photo', { title: 'Ajude a Ana a tratar a epidermólise bolhosa', photo, raisedCents: 4_782_350, goalCents: 12_500_000 }],
  ['no photo', { title: 'Ajude a Ana a tratar a epidermólise bolhosa', photo: null, raisedCents: 0, goalCents: 12_500_000 }],
  [
    'long title',
    {
      title:
        'Campanha de arrecadação para a reconstrução da creche comunitária São João Batista, destruída pela enchente de maio',
      photo,
      raisedCents: 13_750_000,
      goalCents: 12_500_000,
    },
  ],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const coldStart = performance.now();
await renderShareCard(cases[0]![1]);
console.log(`first card (fonts and layout engine loaded): ${(performance.now() - coldStart).toFixed(0)} ms`);

console.log(`\n${'case'.padEnd(12)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)} ${'size KB'.padStart(8)}`);
for (const [name, input] of cases) {
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    size = (await renderShareCard(input)).length;
    times.push(performance.now() - start);
  }
  console.log(
    `${name.padEnd(12)} ${median(times).toFixed(0).padStart(10)} ${Math.max(...times)
      .toFixed(0)
      .padStart(8)} ${(size / 1024).toFixed(1).padStart(8)}`,
  );
}
