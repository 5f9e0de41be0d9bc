/** A page snapshot as an SVG on Figma's canvas colour; text in the reader's fonts fitted to widths. */
import {textToBase64} from './base64';
import {lineHeightPx, lineWidthPx, weightOfStyle, layoutLines, type FontName} from './textMetrics';
import type {PreviewNode} from '../protocol/run';

/** Empty space around the drawing, px. */
const CANVAS_MARGIN = 24;

interface Paint {
  type: string;
  visible?: boolean;
  opacity?: number;
  color?: {r: number; g: number; b: number; a?: number};
  gradientStops?: {position: number; color: {r: number; g: number; b: number; a: number}}[];
  gradientTransform?: number[][];
  imageData?: string;
}
interface Effect {
  type: string;
  visible?: boolean;
  color?: {r: number; g: number; b: number; a: number};
  offset?: {x: number; y: number};
  radius?: number;
  spread?: number;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r2 = (n: number) => Math.round(n * 100) / 100;
const hex = (c: {r: number; g: number; b: number}) =>
  '#' +
  [c.r, c.g, c.b]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Bounding box of the page's top-level nodes (page coordinates, px); a 1×1 box at 0,0 for an empty page. */
function contentBounds(page: PreviewNode): {x: number; y: number; width: number; height: number} {
  const kids = page.children.filter((c) => c.props.visible !== false);
  if (kids.length === 0) return {x: 0, y: 0, width: 1, height: 1};
  // Corners of each node after its rotation (Figma's rotation is counter-clockwise, in degrees, about x/y).
  const corners = kids.flatMap((c) => {
    const a = (-((c.props.rotation as number | undefined) ?? 0) * Math.PI) / 180;
    const w = Math.max(c.width, 1);
    const h = Math.max(c.height, 1);
    return [
      [0, 0],
      [w, 0],
      [0, h],
      [w, h],
    ].map(([px, py]) => [
      c.x + px * Math.cos(a) - py * Math.sin(a),
      c.y + px * Math.sin(a) + py * Math.cos(a),
    ]);
  });
  const x = Math.min(...corners.map((p) => p[0]));
  const y = Math.min(...corners.map((p) => p[1]));
  const right = Math.max(...corners.map((p) => p[0]));
  const bottom = Math.max(...corners.map((p) => p[1]));
  return {x, y, width: right - x, height: bottom - y};
}

class Writer {
  defs: string[] = [];
  private n = 0;
  id(prefix: string) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** An SVG paint value (`#rrggbb` or `url(#id)`) and its opacity, or undefined for an invisible paint. */
  paint(p: Paint, w: number, h: number): {value: string; opacity: number} | undefined {
    if (p.visible === false) return undefined;
    const opacity = p.opacity ?? 1;
    if (p.type === 'SOLID' && p.color) return {value: hex(p.color), opacity: opacity * (p.color.a ?? 1)};
    if ((p.type === 'GRADIENT_LINEAR' || p.type === 'GRADIENT_RADIAL') && p.gradientStops) {
      const id = this.id('g');
      const stops = p.gradientStops
        .map(
          (s) =>
            `<stop offset="${r2(s.position)}" stop-color="${hex(s.color)}" stop-opacity="${r2(s.color.a)}"/>`,
        )
        .join('');
      if (p.type === 'GRADIENT_LINEAR') {
        // gradientTransform maps the node's unit box to gradient space, where the gradient runs
        // (0,.5)→(1,.5).
        const [[a, b, c], [d, e, f]] = p.gradientTransform ?? [
          [1, 0, 0],
          [0, 1, 0],
        ];
        const det = a * e - b * d || 1;
        const inv = (x: number, y: number) => [
          (e * (x - c) - b * (y - f)) / det,
          (-d * (x - c) + a * (y - f)) / det,
        ];
        const [x1, y1] = inv(0, 0.5);
        const [x2, y2] = inv(1, 0.5);
        this.defs.push(
          `<linearGradient id="${id}" x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}">${stops}</linearGradient>`,
        );
      } else {
        this.defs.push(`<radialGradient id="${id}">${stops}</radialGradient>`);
      }
      return {value: `url(#${id})`, opacity};
    }
    if (p.type === 'IMAGE') {
      const id = this.id('i');
      // A network image is not fetched at build time: a grey box with a picture glyph stands for it.
      const glyph = (() => {
        const s = Math.min(w, h) / 4;
        const x = w / 2 - s;
        const y = h / 2 - s * 0.75;
        return (
          `<path d="M${r2(x)} ${r2(y + 1.5 * s)} l${r2(0.7 * s)} ${r2(-0.9 * s)} l${r2(0.5 * s)} ${r2(0.6 * s)} ` +
          `l${r2(0.3 * s)} ${r2(-0.3 * s)} l${r2(0.5 * s)} ${r2(0.6 * s)} z" fill="#b3b3b3"/>` +
          `<circle cx="${r2(x + 1.5 * s)}" cy="${r2(y + 0.35 * s)}" r="${r2(0.2 * s)}" fill="#b3b3b3"/>`
        );
      })();
      const content = p.imageData
        ? `<image href="${p.imageData}" width="${r2(w)}" height="${r2(h)}" preserveAspectRatio="xMidYMid slice"/>`
        : glyph;
      this.defs.push(
        `<pattern id="${id}" width="${r2(w)}" height="${r2(h)}" patternUnits="userSpaceOnUse"><rect width="${r2(w)}" height="${r2(h)}" fill="#e6e6e6"/>${content}</pattern>`,
      );
      return {value: `url(#${id})`, opacity};
    }
    return undefined;
  }

  filter(effects: Effect[] | undefined): string {
    const visible = (effects ?? []).filter((e) => e.visible !== false);
    if (visible.length === 0) return '';
    const id = this.id('f');
    const parts = visible.map((e) => {
      if (e.type === 'DROP_SHADOW' && e.color) {
        return `<feDropShadow dx="${r2(e.offset?.x ?? 0)}" dy="${r2(e.offset?.y ?? 0)}" stdDeviation="${r2((e.radius ?? 0) / 2)}" flood-color="${hex(e.color)}" flood-opacity="${r2(e.color.a)}"/>`;
      }
      if (e.type === 'LAYER_BLUR') return `<feGaussianBlur stdDeviation="${r2((e.radius ?? 0) / 2)}"/>`;
      return '';
    });
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${parts.join('')}</filter>`,
    );
    return ` filter="url(#${id})"`;
  }

  /** Fill and stroke layers for one shape outline given as an SVG element head (`<rect x=..`). */
  shape(head: (inset: number) => string, node: PreviewNode): string {
    const {width: w, height: h} = node;
    const out: string[] = [];
    for (const p of (node.props.fills as Paint[] | undefined) ?? []) {
      const paint = this.paint(p, w, h);
      if (paint)
        out.push(
          `${head(0)} fill="${paint.value}"${paint.opacity < 1 ? ` fill-opacity="${r2(paint.opacity)}"` : ''}/>`,
        );
    }
    const weight = (node.props.strokeWeight as number | undefined) ?? 1;
    if (weight > 0) {
      const align = node.props.strokeAlign as string | undefined;
      const inset = align === 'INSIDE' ? weight / 2 : align === 'OUTSIDE' ? -weight / 2 : 0;
      for (const p of (node.props.strokes as Paint[] | undefined) ?? []) {
        const paint = this.paint(p, w, h);
        if (paint) {
          const dash = (node.props.dashPattern as number[] | undefined) ?? [];
          const cap = {ROUND: 'round', SQUARE: 'square'}[String(node.props.strokeCap)];
          out.push(
            `${head(inset)} fill="none" stroke="${paint.value}" stroke-width="${r2(weight)}"` +
              (paint.opacity < 1 ? ` stroke-opacity="${r2(paint.opacity)}"` : '') +
              (dash.length ? ` stroke-dasharray="${dash.map(r2).join(' ')}"` : '') +
              (cap ? ` stroke-linecap="${cap}"` : '') +
              '/>',
          );
        }
      }
    }
    return out.join('');
  }

  /** The outline of a rectangle-shaped node (rect, frame …) inset by `inset` px, as an SVG element head. */
  rectHead(n: PreviewNode): (inset: number) => string {
    const {width: w, height: h} = n;
    const cornerRadius = (n.props.cornerRadius as number | undefined) ?? 0;
    const radius = (inset: number) =>
      cornerRadius > 0 ? ` rx="${r2(Math.min(Math.min(w, h) / 2, Math.max(0, cornerRadius - inset)))}"` : '';
    return (inset) =>
      `<rect x="${r2(inset)}" y="${r2(inset)}" width="${r2(Math.max(0, w - 2 * inset))}" height="${r2(Math.max(0, h - 2 * inset))}"${radius(inset)}`;
  }

  ellipse(n: PreviewNode): string {
    const {width: w, height: h} = n;
    const arc = n.props.arcData as
      {startingAngle: number; endingAngle: number; innerRadius: number} | undefined;
    const full = !arc || Math.abs(arc.endingAngle - arc.startingAngle) >= 2 * Math.PI - 1e-6;
    return this.shape((inset) => {
      const rx = Math.max(0, w / 2 - inset);
      const ry = Math.max(0, h / 2 - inset);
      if (full && !(arc && arc.innerRadius > 0))
        return `<ellipse cx="${r2(w / 2)}" cy="${r2(h / 2)}" rx="${r2(rx)}" ry="${r2(ry)}"`;
      return `<path fill-rule="evenodd" d="${arcPath(w / 2, h / 2, rx, ry, arc!, full)}"`;
    }, n);
  }

  /** A star (points alternate with the inner radius) or a regular polygon inscribed in the node's box. */
  starOrPolygon(n: PreviewNode): string {
    const {width: w, height: h} = n;
    const star = n.type === 'STAR';
    const count = Math.max(3, (n.props.pointCount as number | undefined) ?? (star ? 5 : 3));
    const inner = star ? ((n.props.innerRadius as number | undefined) ?? 0.382) : 1;
    const pts: string[] = [];
    const steps = star ? count * 2 : count;
    for (let i = 0; i < steps; i += 1) {
      const k = star && i % 2 === 1 ? inner : 1;
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / steps;
      pts.push(`${r2(w / 2 + (Math.cos(angle) * k * w) / 2)},${r2(h / 2 + (Math.sin(angle) * k * h) / 2)}`);
    }
    return this.shape(() => `<polygon points="${pts.join(' ')}"`, n);
  }

  vector(n: PreviewNode): string {
    const paths = (n.props.vectorPaths as {data: string; windingRule?: string}[] | undefined) ?? [];
    return paths
      .map((vp) =>
        this.shape(
          () => `<path d="${esc(vp.data)}"${vp.windingRule === 'EVENODD' ? ' fill-rule="evenodd"' : ''}`,
          n,
        ),
      )
      .join('');
  }

  /** Frames, groups, components, instances, component sets; an SVG node is a frame holding the markup. */
  container(n: PreviewNode): string {
    const p = n.props;
    const rect = this.rectHead(n);
    let body = this.shape(rect, n);
    if (typeof p.svgSource === 'string') {
      body += `<image width="${r2(n.width)}" height="${r2(n.height)}" preserveAspectRatio="none" href="data:image/svg+xml;base64,${textToBase64(p.svgSource)}"/>`;
    }
    let kids = n.children.map((c) => this.node(c)).join('');
    if (p.clipsContent && kids) {
      const id = this.id('c');
      this.defs.push(`<clipPath id="${id}">${rect(0)}/></clipPath>`);
      kids = `<g clip-path="url(#${id})">${kids}</g>`;
    }
    return body + kids;
  }

  /** What one node draws, by type (no transform, opacity or effects: see `node`). */
  body(n: PreviewNode): string {
    switch (n.type) {
      case 'ELLIPSE':
        return this.ellipse(n);
      case 'STAR':
      case 'POLYGON':
        return this.starOrPolygon(n);
      case 'LINE':
        return this.shape(() => `<line x1="0" y1="0" x2="${r2(n.width)}" y2="0"`, {
          ...n,
          props: {...n.props, fills: []},
        });
      case 'VECTOR':
        return this.vector(n);
      case 'TEXT':
        return this.text(n);
      case 'RECTANGLE':
        return this.shape(this.rectHead(n), n);
      default:
        return this.container(n);
    }
  }

  /** One node with its children: placed, rotated, faded and filtered as Figma draws it. */
  node(n: PreviewNode): string {
    const p = n.props;
    if (p.visible === false || n.type === 'SLICE') return '';
    const attrs: string[] = [
      `transform="translate(${r2(n.x)} ${r2(n.y)})${p.rotation ? ` rotate(${r2(-(p.rotation as number))})` : ''}"`,
    ];
    if (typeof p.opacity === 'number' && p.opacity < 1) attrs.push(`opacity="${r2(p.opacity)}"`);
    const filter = this.filter(p.effects as Effect[] | undefined);
    const body = this.body(n);
    if (!body) return '';
    return `<g ${attrs.join(' ')}>${filter ? `<g${filter}>${body}</g>` : body}</g>`;
  }

  text(n: PreviewNode): string {
    const p = n.props;
    const font = (p.fontName as FontName | undefined) ?? {family: 'Inter', style: 'Regular'};
    const size = (p.fontSize as number | undefined) ?? 12;
    const lh = lineHeightPx(font, size, p.lineHeight as {unit: string; value?: number});
    const wrap = p.textAutoResize === 'WIDTH_AND_HEIGHT' ? undefined : n.width;
    const lines = layoutLines(String(p.characters ?? ''), font, size, wrap);
    const align = p.textAlignHorizontal as string | undefined;
    const anchor = align === 'CENTER' ? 'middle' : align === 'RIGHT' ? 'end' : 'start';
    const x = align === 'CENTER' ? n.width / 2 : align === 'RIGHT' ? n.width : 0;
    const fill = ((p.fills as Paint[] | undefined) ?? [])
      .map((f) => this.paint(f, n.width, n.height))
      .find(Boolean);
    if (!fill) return '';
    // Baseline: the line box centres the font's ascent+descent (≈1.21 em for Inter), ascent ≈ 0.97 em.
    const baseline = (lh - size * 1.21) / 2 + size * 0.97;
    const tspans = lines
      .map((line, i) => {
        // Fit each line to its measured width so it stays in the box react-figma laid out.
        const measured = lineWidthPx(line, font, size);
        const fit = measured > 0 ? ` textLength="${r2(measured)}" lengthAdjust="spacingAndGlyphs"` : '';
        return `<tspan x="${r2(x)}" y="${r2(baseline + i * lh)}"${fit}>${esc(line)}</tspan>`;
      })
      .join('');
    const italic = /italic/i.test(font.style) ? ' font-style="italic"' : '';
    const decoration =
      p.textDecoration === 'UNDERLINE'
        ? ' text-decoration="underline"'
        : p.textDecoration === 'STRIKETHROUGH'
          ? ' text-decoration="line-through"'
          : '';
    return `<text font-family="${esc(font.family)}, Inter, Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="${r2(size)}" font-weight="${weightOfStyle(font.style)}"${italic}${decoration} text-anchor="${anchor}" fill="${fill.value}"${fill.opacity < 1 ? ` fill-opacity="${r2(fill.opacity)}"` : ''}>${tspans}</text>`;
  }
}

/** Path of an arc, pie slice or ring (Figma's ArcData: angles in radians, clockwise from 3 o'clock). */
function arcPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  arc: {startingAngle: number; endingAngle: number; innerRadius: number},
  full: boolean,
): string {
  const pt = (a: number, k: number) => `${r2(cx + Math.cos(a) * rx * k)} ${r2(cy + Math.sin(a) * ry * k)}`;
  const k = arc.innerRadius;
  if (full) {
    const ring = (s: number) =>
      `M ${pt(0, s)} A ${r2(rx * s)} ${r2(ry * s)} 0 1 1 ${pt(Math.PI, s)} A ${r2(rx * s)} ${r2(ry * s)} 0 1 1 ${pt(0, s)} Z`;
    return `${ring(1)} ${ring(k)}`;
  }
  const {startingAngle: a0, endingAngle: a1} = arc;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const outer = `M ${pt(a0, 1)} A ${r2(rx)} ${r2(ry)} 0 ${large} 1 ${pt(a1, 1)}`;
  if (k <= 0) return `${outer} L ${r2(cx)} ${r2(cy)} Z`;
  return `${outer} L ${pt(a1, k)} A ${r2(rx * k)} ${r2(ry * k)} 0 ${large} 0 ${pt(a0, k)} Z`;
}

/** A page's canvas: its size in px (content bounds plus `CANVAS_MARGIN` each side), its markup at 0, 0. */
function canvas(
  w: Writer,
  page: PreviewNode,
): {width: number; height: number; body: string; dx: number; dy: number} {
  const bounds = contentBounds(page);
  const width = Math.ceil(bounds.width + 2 * CANVAS_MARGIN);
  const height = Math.ceil(bounds.height + 2 * CANVAS_MARGIN);
  const bg = ((page.props.backgrounds as Paint[] | undefined) ?? []).find(
    (b) => b.type === 'SOLID' && b.color,
  );
  const body =
    `<rect width="${width}" height="${height}" fill="${bg?.color ? hex(bg.color) : '#f5f5f5'}"/>` +
    `<g transform="translate(${r2(CANVAS_MARGIN - bounds.x)} ${r2(CANVAS_MARGIN - bounds.y)})">` +
    `${page.children.map((c) => w.node(c)).join('')}</g>`;
  return {width, height, body, dx: r2(CANVAS_MARGIN - bounds.x), dy: r2(CANVAS_MARGIN - bounds.y)};
}

/** Height of the band that names each page when a picture shows several (px). */
const PAGE_LABEL_PX = 28;

/** Where a page is in the picture: its area's top (`top`) and its origin (`x`, `y`), SVG px. */
export interface PagePlace {
  top: number;
  height: number;
  x: number;
  y: number;
}

/** The SVG of page snapshots, its px size and each page's place (stacked, current on top, named). */
export function pagesToSvg(pages: PreviewNode[]): {
  svg: string;
  width: number;
  height: number;
  places: PagePlace[];
} {
  const w = new Writer();
  const drawn = pages.map((p) => canvas(w, p));
  const width = Math.max(...drawn.map((d) => d.width));
  const labelled = pages.length > 1;
  let y = 0;
  const places: PagePlace[] = [];
  const parts = drawn.map((d, i) => {
    const label = labelled
      ? `<rect y="${y}" width="${width}" height="${PAGE_LABEL_PX}" fill="#ffffff"/>` +
        `<text x="8" y="${y + 19}" font-family="Inter, Roboto, 'Helvetica Neue', Arial, sans-serif" ` +
        `font-size="12" font-weight="600" fill="#333333">` +
        `${esc(`${pages[i].name}${i === 0 ? ' (current page)' : ''}`)}</text>`
      : '';
    const top = y + (labelled ? PAGE_LABEL_PX : 0);
    places.push({top, height: d.height, x: d.dx, y: top + d.dy});
    y = top + d.height;
    return `${label}${top ? `<g transform="translate(0 ${top})">${d.body}</g>` : d.body}`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}">` +
    (w.defs.length ? `<defs>${w.defs.join('')}</defs>` : '') +
    `${parts.join('')}</svg>`;
  return {svg, width, height: y, places};
}
