import { useId } from "react";
import type { CountryCode } from "../../shared/api/phone";

// Flags drawn as SVG: emoji flags show as empty boxes on some Linux browsers and as two letters on
// Windows. Shapes and colours follow each flag's official specification, simplified for icon size.

/** The points of a star with `points` tips around (cx, cy), as an SVG polygon's `points`. */
function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

/** The Union Flag in a 60 × 30 box; `id` keeps its clip paths apart from other flags on the page. */
function UnionFlag({ id }: { id: string }) {
  return (
    <>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-diagonals)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </>
  );
}

// Fifty stars in nine rows of six and five, alternately offset.
const US_STARS = Array.from({ length: 9 }, (_, row) =>
  Array.from({ length: row % 2 === 0 ? 6 : 5 }, (_, column) => ({
    x: 1.9 + column * 3.8 + (row % 2 === 0 ? 0 : 1.9),
    y: 1.6 + row * 1.6,
  })),
).flat();

function UnitedStates() {
  const stripe = 30 / 13;
  return (
    <>
      <rect width="57" height="30" fill="#B22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={row * stripe} width="57" height={stripe} fill="#fff" />
      ))}
      <rect width="22.8" height={stripe * 7} fill="#3C3B6E" />
      {US_STARS.map(({ x, y }) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="0.55" fill="#fff" />
      ))}
    </>
  );
}

function Australia({ id }: { id: string }) {
  return (
    <>
      <rect width="60" height="30" fill="#012169" />
      <svg width="30" height="15" viewBox="0 0 60 30" aria-hidden="true">
        <UnionFlag id={id} />
      </svg>
      <polygon points={starPoints(15, 22.5, 4.5, 2, 7)} fill="#fff" />
      <polygon points={starPoints(45, 24.5, 2.4, 1.05, 7)} fill="#fff" />
      <polygon points={starPoints(37.5, 13, 2.4, 1.05, 7)} fill="#fff" />
      <polygon points={starPoints(45, 5, 2.4, 1.05, 7)} fill="#fff" />
      <polygon points={starPoints(51.5, 11.5, 2.4, 1.05, 7)} fill="#fff" />
      <polygon points={starPoints(48.3, 16, 1.4, 0.6, 5)} fill="#fff" />
    </>
  );
}

const VIEW_BOXES: Record<CountryCode, string> = { US: "0 0 57 30", GB: "0 0 60 30", AU: "0 0 60 30" };

/** A country's flag, 1.25 rem wide; decorative, since the country's name is always written beside it. */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  const id = useId().replaceAll(":", "");
  return (
    <svg
      viewBox={VIEW_BOXES[code]}
      aria-hidden="true"
      className={className ?? "h-3.5 w-5 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"}
      preserveAspectRatio="none"
    >
      {code === "US" ? <UnitedStates /> : code === "GB" ? <UnionFlag id={id} /> : <Australia id={id} />}
    </svg>
  );
}
