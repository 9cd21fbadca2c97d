import { layoutPlan, feet, type PlanRoom } from './floor-plan-rooms';
import { lettering, letteringWidth } from './lettering';
import { HOUSE_HEIGHT, HOUSE_WIDTH } from './shapes';

// A clean architectural floor plan: walls, doors with their swing, windows, fixtures, labels.

const INK = '#2f3437';
const FIXTURE = '#8a949b';
const fills: Record<PlanRoom['kind'], string> = {
  bedroom: '#f6f1e9',
  bath: '#e9f2f6',
  wc: '#e9f2f6',
  living: '#f4efe4',
  kitchen: '#eef2ea',
  dining: '#f4efe4',
  studio: '#f4efe4',
};

export interface FloorPlanDrawing {
  bedrooms: number;
  bathrooms: number;
  variant: number;
}

const r = (x: number, y: number, w: number, h: number, extra: string) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" ${extra}/>`;
const outline = `fill="none" stroke="${FIXTURE}" stroke-width="2"`;

/** Furniture and fittings drawn as a plan draws them, in the room's pixel box. */
function fixtures(room: PlanRoom, x: number, y: number, w: number, h: number, s: number) {
  const far = room.row === 'top' ? y : y + h; // the outer wall
  const dir = room.row === 'top' ? 1 : -1;
  const cx = x + w / 2;
  switch (room.kind) {
    case 'bedroom': {
      const bw = (room.label === 'PRIMARY' ? 6 : 4.5) * s;
      const bl = 6.8 * s;
      const by = dir > 0 ? far + 0.4 * s : far - 0.4 * s - bl;
      const pillowY = dir > 0 ? by + 0.4 * s : by + bl - 1.4 * s;
      return (
        r(cx - bw / 2, by, bw, bl, outline) +
        r(cx - bw / 2 + 0.3 * s, pillowY, bw / 2 - 0.5 * s, 1 * s, outline) +
        r(cx + 0.2 * s, pillowY, bw / 2 - 0.5 * s, 1 * s, outline) +
        r(cx - bw / 2 - 2 * s, dir > 0 ? by : by + bl - 1.6 * s, 1.6 * s, 1.6 * s, outline) +
        r(cx + bw / 2 + 0.4 * s, dir > 0 ? by : by + bl - 1.6 * s, 1.6 * s, 1.6 * s, outline)
      );
    }
    case 'bath': {
      const ty = dir > 0 ? far + 0.2 * s : far - 2.7 * s;
      return (
        r(x + 0.3 * s, ty, Math.min(5.2 * s, w - 0.6 * s), 2.5 * s, `${outline} rx="${0.6 * s}"`) +
        r(
          x + 0.6 * s,
          ty + 0.3 * s,
          Math.min(4.6 * s, w - 1.2 * s),
          1.9 * s,
          `${outline} rx="${0.9 * s}"`,
        ) +
        `<ellipse cx="${(x + w - 1.3 * s).toFixed(1)}" cy="${(y + h / 2 + 1.5 * s).toFixed(1)}" rx="${0.7 * s}" ry="${0.9 * s}" ${outline}/>` +
        r(x + w - 2.8 * s, y + h / 2 - 1.5 * s, 2.5 * s, 1.6 * s, outline)
      );
    }
    case 'wc':
      return `<ellipse cx="${cx.toFixed(1)}" cy="${(far + dir * 1.6 * s).toFixed(1)}" rx="${0.7 * s}" ry="${0.9 * s}" ${outline}/>`;
    case 'kitchen':
    case 'studio': {
      const depth = 2 * s;
      const cy = dir > 0 ? far : far - depth;
      const run = room.kind === 'studio' ? Math.min(9 * s, w - 0.6 * s) : w - 0.6 * s;
      let out = r(
        x + 0.3 * s,
        cy,
        run,
        depth,
        `fill="#e3e7e2" stroke="${FIXTURE}" stroke-width="2"`,
      );
      for (const i of [0, 1, 2, 3]) {
        out += `<circle cx="${(x + 1.3 * s + (i % 2) * 1.1 * s).toFixed(1)}" cy="${(cy + 0.55 * s + Math.floor(i / 2) * 0.9 * s).toFixed(1)}" r="${0.35 * s}" ${outline}/>`;
      }
      out += r(x + run - 3 * s, cy + 0.3 * s, 2.2 * s, 1.4 * s, `${outline} rx="${0.3 * s}"`);
      if (room.kind === 'kitchen' && w > 11 * s) {
        out += r(
          cx - 2.5 * s,
          y + h / 2 - 1.2 * s,
          5 * s,
          2.4 * s,
          `fill="#e3e7e2" stroke="${FIXTURE}" stroke-width="2"`,
        );
      }
      if (room.kind === 'studio') {
        out += r(x + w - 6 * s, far - dir * 7.4 * s - (dir > 0 ? 0 : 0), 4.8 * s, 6.8 * s, outline);
      }
      return out;
    }
    case 'dining': {
      let out = r(cx - 2 * s, y + h / 2 - 1.5 * s, 4 * s, 3 * s, `${outline} rx="${0.3 * s}"`);
      for (const [dx, dy] of [
        [-1, -2.2],
        [1, -2.2],
        [-1, 2.2],
        [1, 2.2],
      ] as const) {
        out += `<circle cx="${(cx + dx * s).toFixed(1)}" cy="${(y + h / 2 + dy * s).toFixed(1)}" r="${0.6 * s}" ${outline}/>`;
      }
      return out;
    }
    case 'living': {
      const sy = dir > 0 ? far + 0.4 * s : far - 3.4 * s;
      const sw = Math.min(8 * s, w - 2 * s);
      return (
        r(cx - sw / 2, sy, sw, 3 * s, `${outline} rx="${0.4 * s}"`) +
        r(cx - sw / 2 + 0.8 * s, dir > 0 ? sy + 0.9 * s : sy, sw - 1.6 * s, 2.1 * s, outline) +
        r(
          cx - 2 * s,
          dir > 0 ? sy + 4.2 * s : sy - 3.6 * s,
          4 * s,
          2.2 * s,
          `${outline} rx="${0.3 * s}"`,
        )
      );
    }
  }
}

/** A floor plan for a home of this many bedrooms and bathrooms, as SVG. */
export function floorPlanSvg({ bedrooms, bathrooms, variant }: FloorPlanDrawing): string {
  const plan = layoutPlan(bedrooms, bathrooms, variant);
  const s = Math.min(1040 / plan.width, 560 / plan.depth);
  const ox = (HOUSE_WIDTH - plan.width * s) / 2;
  const oy = 140 + (560 - plan.depth * s) / 2;
  const px = (v: number) => ox + v * s;
  const py = (v: number) => oy + v * s;
  let floors = '';
  let walls = '';
  let openings = '';
  let details = '';
  let labels = '';
  for (const room of plan.rooms) {
    const [x, y, w, h] = [px(room.x), py(room.y), room.w * s, room.h * s];
    floors += r(x, y, w, h, `fill="${fills[room.kind]}"`);
    walls += r(x, y, w, h, `fill="none" stroke="${INK}" stroke-width="5"`);
    details += fixtures(room, x, y, w, h, s);
    // The door to the hall, with its swing; the living room opens to it through an arch.
    const wallY = room.row === 'top' ? y + h : y;
    const into = room.row === 'top' ? -1 : 1;
    const doorW =
      (room.kind === 'living' || room.kind === 'dining' ? Math.min(6, room.w - 2) : 2.8) * s;
    const dx = room.kind === 'living' || room.kind === 'dining' ? x + (w - doorW) / 2 : x + 0.8 * s;
    openings += r(dx, wallY - 4, doorW, 8, `fill="${fills[room.kind]}"`);
    if (room.kind !== 'living' && room.kind !== 'dining') {
      const ey = wallY + into * doorW;
      openings += `<path d="M${dx.toFixed(1)},${wallY.toFixed(1)} L${dx.toFixed(1)},${ey.toFixed(1)} M${dx.toFixed(1)},${ey.toFixed(1)} A${doorW.toFixed(1)},${doorW.toFixed(1)} 0 0,${into > 0 ? 0 : 1} ${(dx + doorW).toFixed(1)},${wallY.toFixed(1)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
    }
    // A window in the outer wall.
    if (room.kind !== 'wc') {
      const outer = room.row === 'top' ? y : y + h;
      const ww = Math.min(w * 0.45, 6 * s);
      openings += r(
        x + (w - ww) / 2,
        outer - 5,
        ww,
        10,
        `fill="#ffffff" stroke="${INK}" stroke-width="1.5"`,
      );
      openings += `<line x1="${(x + (w - ww) / 2).toFixed(1)}" y1="${outer}" x2="${(x + (w + ww) / 2).toFixed(1)}" y2="${outer}" stroke="${INK}" stroke-width="1.5"/>`;
    }
    const size = Math.min(17, (w / room.label.length) * 0.9);
    const ly = y + h / 2 + (room.row === 'top' ? 1.2 * s : -1.2 * s);
    // A plate in the room's colour keeps the label clear of the furniture drawn beneath it.
    const plateW = Math.min(w - 8, letteringWidth(room.label, size) + 12);
    labels += r(
      x + w / 2 - plateW / 2,
      ly - 10 - size / 2 - 5,
      plateW,
      size + 10 + 24,
      `fill="${fills[room.kind]}" opacity="0.9" rx="4"`,
    );
    labels += lettering(room.label, x + w / 2, ly - 10, size, INK, 'middle', 0.75);
    const dims = `${feet(room.w)} × ${feet(room.h)}`;
    const dimSize = Math.min(12, (w / dims.length) * 0.85);
    labels += lettering(dims, x + w / 2, ly + 14, dimSize, '#5f676d', 'middle', 0.65);
  }
  const hall = r(px(0), py(plan.hallY), plan.width * s, plan.hallDepth * s, 'fill="#f8f7f4"');
  // The front door, at the end of the hall.
  const fy = py(plan.hallY);
  const front = `${r(px(0) - 7, fy + 0.4 * s, 14, plan.hallDepth * s - 0.8 * s, 'fill="#f8f7f4"')}<path d="M${px(0)},${fy + 0.4 * s} L${px(0) + 3.2 * s},${fy + 0.4 * s} A${3.2 * s},${3.2 * s} 0 0,1 ${px(0)},${fy + 3.6 * s}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
  const border = r(
    px(0),
    py(0),
    plan.width * s,
    plan.depth * s,
    `fill="none" stroke="${INK}" stroke-width="12"`,
  );
  const north = `<g transform="translate(1120,62)"><circle r="26" fill="none" stroke="${INK}" stroke-width="2"/><polygon points="0,-20 8,10 0,4 -8,10" fill="${INK}"/></g>${lettering('N', 1120, 104, 12, INK)}`;
  const title = lettering('FLOOR PLAN', 80, 80, 22, INK, 'start', 0.8);
  const subtitle = lettering(
    bedrooms === 0 ? 'STUDIO' : `${bedrooms} BED  ${bathrooms} BATH`,
    80,
    112,
    13,
    '#5f676d',
    'start',
    0.65,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" viewBox="0 0 ${HOUSE_WIDTH} ${HOUSE_HEIGHT}">
<rect width="${HOUSE_WIDTH}" height="${HOUSE_HEIGHT}" fill="#ffffff"/>
${hall}${floors}${details}${walls}${border}${openings}${front}${labels}${title}${subtitle}${north}
</svg>`;
}
