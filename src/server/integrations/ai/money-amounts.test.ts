import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractKnowledgeFacts } from "./knowledge-facts";
import { amountsIn, findPrices } from "./money-amounts";

// An amount in the owner's message is the amount in the fact, exactly, however it is written.

const prices = (text: string) => findPrices(text).map(({ from, to, openEnded }) => ({ from, to, openEnded }));

describe("prices as owners write them", () => {
  it.each([
    ["$14", 14],
    ["14 dollars", 14],
    ["$14.50", 14.5],
    ["14.50 dollars", 14.5],
    ["$1,200", 1200],
    ["$1,200.99", 1200.99],
    ["€9", 9],
    ["9€", 9],
    ["9,50 €", 9.5],
    ["14 euros", 14],
    ["14 dólares", 14],
    ["120 pesos", 120],
    ["£8", 8],
    ["US$ 20", 20],
    ["20 bucks", 20],
  ])("reads %s as %d", (written, amount) => {
    expect(prices(`it is ${written} each`)).toEqual([{ from: amount, to: null, openEnded: false }]);
  });

  it.each([
    ["from $35 to $60", 35, 60],
    ["$150-$300", 150, 300],
    ["$150 - 300", 150, 300],
    ["$150–$300", 150, 300],
    ["between $80 and $120", 80, 120],
    ["150-300 dollars", 150, 300],
    ["de 35 a 60 dólares", 35, 60],
    ["entre 80 y 120 euros", 80, 120],
    ["desde $35 hasta $60", 35, 60],
  ])("reads the range %s", (written, from, to) => {
    expect(prices(written)).toEqual([{ from, to, openEnded: false }]);
  });

  it.each(["from $35", "starting at $35", "$35 and up", "$35+", "desde $35", "a partir de 35 euros"])(
    "reads %s as a lowest price",
    (written) => {
      expect(prices(written)).toEqual([{ from: 35, to: null, openEnded: true }]);
    },
  );

  it("keeps two prices joined by 'and' apart: only 'between' makes a range", () => {
    expect(prices("margherita $14 and pepperoni $16").map(({ from }) => from)).toEqual([14, 16]);
  });

  it("takes no time, distance or plain count for a price", () => {
    expect(findPrices("open at 11.30 am, 2.50 miles away, 3 locations, since 1998")).toEqual([]);
  });
});

const NAMES = ["margherita", "pepperoni", "oil change", "a cleaning", "haircuts", "crown", "tutoring"];
const LINKS = ["is", "costs", ":", "", "are", "cuesta"];
const cents = fc.integer({ min: 1, max: 99_999_999 });
const asAmount = (value: number) => value / 100;
const plain = (value: number) => (value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2));
const withThousands = (value: number) =>
  (value / 100).toLocaleString("en-US", {
    minimumFractionDigits: value % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
const WRITINGS: ((value: number) => string)[] = [
  (value) => `$${plain(value)}`,
  (value) => `$${withThousands(value)}`,
  (value) => `${plain(value)} dollars`,
  (value) => `€${plain(value)}`,
  (value) => `${plain(value)} euros`,
  (value) => `${plain(value).replace(".", ",")} €`,
  (value) => `${withThousands(value)} dólares`,
];

describe("an amount in the message is the amount in the fact", () => {
  it("for one item, written any way", () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom(...NAMES),
        fc.constantFrom(...LINKS),
        fc.constantFrom(...WRITINGS),
        (value, name, link, write) => {
          const message = `${name} ${link} ${write(value)}`.replace(/\s+/g, " ");
          const [fact, ...others] = extractKnowledgeFacts(message);
          expect(others, message).toEqual([]);
          expect(fact?.kind === "service" && fact.price, message).toEqual({
            from: asAmount(value),
            to: null,
          });
        },
      ),
    );
  });

  it("for a range, both ends", () => {
    fc.assert(
      fc.property(cents, cents, fc.constantFrom(...NAMES), (a, b, name) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const message = `${name} $${withThousands(low)}-$${withThousands(high)}`;
        const [fact] = extractKnowledgeFacts(message);
        expect(fact?.kind === "service" && fact.price, message).toEqual({
          from: asAmount(low),
          to: asAmount(high),
        });
      }),
    );
  });

  it("for a list of items and policies, every price is one the owner wrote", () => {
    const piece = fc.oneof(
      fc.tuple(fc.constantFrom(...NAMES), cents).map(([name, value]) => `${name} is $${plain(value)}`),
      cents.map((value) => `we deliver within 3 miles for $${plain(value)}`),
      fc.constantFrom(
        "we also do calzones",
        "free parking behind the building",
        "ask for Maria, the manager",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const message = pieces.join(", ");
        const written = amountsIn(message);
        for (const fact of extractKnowledgeFacts(message)) {
          if (fact.kind !== "service" || !fact.price) continue;
          expect(written.has(fact.price.from), message).toBe(true);
          if (fact.price.to !== null) expect(written.has(fact.price.to), message).toBe(true);
        }
      }),
    );
  });
});
