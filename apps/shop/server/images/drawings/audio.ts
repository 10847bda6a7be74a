// Audio: a speaker when the name says so, otherwise a headset.
import { GROUND, type Drawing } from "../drawing.ts";

function isSpeaker(keywords: string): boolean {
  return /högtalare|speaker|soundbar/.test(keywords);
}

function cup(cx: number, fill: string, stroke: string): string {
  return `<rect x="${cx - 60}" y="360" width="120" height="200" rx="56" fill="${fill}" stroke="${stroke}" stroke-width="5"/>`;
}

const headset: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="M230 440 V330 Q230 150 400 150 Q570 150 570 330 V440" fill="none" stroke="${colour.deep}" stroke-width="34" stroke-linecap="round"/>`,
      `<path d="M230 440 V330 Q230 150 400 150 Q570 150 570 330 V440" fill="none" stroke="${colour.base}" stroke-width="24" stroke-linecap="round"/>`,
      cup(230, colour.base, colour.deep),
      cup(570, colour.base, colour.deep),
      `<rect x="${230 + 40}" y="380" width="26" height="160" rx="13" fill="#2a2b31"/>`,
      `<rect x="${570 - 66}" y="380" width="26" height="160" rx="13" fill="#2a2b31"/>`,
      `<path d="M200 520 Q170 600 290 620" fill="none" stroke="#2a2b31" stroke-width="12" stroke-linecap="round"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      `<path d="M230 440 V330 Q230 150 400 150 Q570 150 570 330 V440" fill="none" stroke="${colour.shade}" stroke-width="34" stroke-linecap="round"/>`,
      cup(230, colour.shade, colour.deep),
      cup(570, colour.shade, colour.deep),
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M400 180 V300" stroke="${colour.deep}" stroke-width="40" stroke-linecap="round"/>`,
      `<ellipse cx="400" cy="440" rx="130" ry="150" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<ellipse cx="400" cy="440" rx="80" ry="100" fill="${colour.tint}"/>`,
      `<circle cx="400" cy="440" r="26" fill="${colour.deep}"/>`,
    ].join(""),
};

function speakerBody(fill: string, stroke: string): string {
  return `<rect x="270" y="${GROUND - 480}" width="260" height="480" rx="60" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
}

const speaker: Drawing = {
  front: ({ colour }) =>
    [
      speakerBody(colour.base, colour.deep),
      `<circle cx="400" cy="${GROUND - 340}" r="58" fill="#2a2b31"/><circle cx="400" cy="${GROUND - 340}" r="22" fill="#4a4c54"/>`,
      `<circle cx="400" cy="${GROUND - 150}" r="92" fill="#2a2b31"/><circle cx="400" cy="${GROUND - 150}" r="34" fill="#4a4c54"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      speakerBody(colour.shade, colour.deep),
      `<rect x="360" y="${GROUND - 150}" width="80" height="60" rx="8" fill="#2a2b31"/>`,
      `<circle cx="400" cy="${GROUND - 360}" r="36" fill="${colour.deep}"/>`,
    ].join(""),
  side: ({ colour }) =>
    `<rect x="320" y="${GROUND - 480}" width="160" height="480" rx="60" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
};

function pick(view: keyof Drawing): Drawing["front"] {
  return (context) => (isSpeaker(context.keywords) ? speaker : headset)[view](context);
}

export const audio: Drawing = { front: pick("front"), back: pick("back"), side: pick("side") };
