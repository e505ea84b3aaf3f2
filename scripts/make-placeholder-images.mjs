// Draws the placeholder artwork of every image slot (hero, gallery, family page, fallbacks) as
// simple SVG scenes and writes them as WebP into public/images in the widths the pages use.
// Owners replace the files with real photos of the same names. Run: node scripts/make-placeholder-images.mjs
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import sharp from "sharp";

const out = resolve(import.meta.dirname, "../public/images");
const widths = [480, 800, 1600];

const sky = (top, bottom) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#sky)"/>`;
const mountains = (y = 0) => `<g transform="translate(0 ${y})">
  <path d="M0 620 L260 330 L420 470 L640 220 L900 520 L1120 300 L1380 480 L1600 360 V1200 H0Z" fill="#7d93a8"/>
  <path d="M560 300 L640 220 L720 300 L680 290 L640 320 L600 290Z M1060 360 L1120 300 L1180 360 L1140 350 L1120 370 L1090 350Z" fill="#f4f6f8"/>
  <path d="M0 760 L300 560 L520 700 L820 520 L1100 690 L1380 560 L1600 660 V1200 H0Z" fill="#4f6e5a"/>
  <path d="M0 900 Q400 780 800 860 T1600 820 V1200 H0Z" fill="#6f9a5b"/></g>`;
const house = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="0" y="120" width="360" height="220" fill="#8a5a3b"/>
  <rect x="0" y="230" width="360" height="110" fill="#f1e9dc"/>
  <path d="M-40 130 L180 0 L400 130Z" fill="#5b3a29"/>
  <rect x="40" y="160" width="70" height="55" fill="#f8d77a"/><rect x="250" y="160" width="70" height="55" fill="#f8d77a"/>
  <rect x="150" y="250" width="60" height="90" fill="#6b4430"/>
  <rect x="-10" y="215" width="380" height="12" fill="#5b3a29"/>
  <g fill="#d9534f"><circle cx="60" cy="210" r="10"/><circle cx="90" cy="210" r="10"/><circle cx="270" cy="210" r="10"/><circle cx="300" cy="210" r="10"/></g></g>`;
const room = (wall, floor) => `<rect width="1600" height="1200" fill="${wall}"/>
  <rect y="880" width="1600" height="320" fill="${floor}"/>
  <g stroke="#00000014" stroke-width="6">${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 200}" y1="880" x2="${i * 200 - 120}" y2="1200"/>`).join("")}</g>
  <rect x="1080" y="180" width="380" height="360" fill="#bcd6ea" stroke="#8a5a3b" stroke-width="24"/>
  <path d="M1092 470 L1190 360 L1260 420 L1330 330 L1448 470Z" fill="#6f9a5b"/>
  <line x1="1270" y1="180" x2="1270" y2="540" stroke="#8a5a3b" stroke-width="14"/>`;

const scenes = {
  hero: {
    h: 900,
    svg: `${sky("#9cc3e6", "#e8f1f8")}<circle cx="1320" cy="170" r="70" fill="#f8e08e"/>${mountains(-120)}${house(980, 460, 0.9)}
    <g fill="#2f5a3e">${[120, 220, 330, 1500].map((x) => `<path d="M${x} 800 l45 -150 l45 150Z"/>`).join("")}</g>`,
  },
  house: {
    svg: `${sky("#8fbce3", "#e6f0f7")}${mountains(0)}${house(560, 560, 1.3)}
    <g fill="#2f5a3e">${[150, 260, 1250, 1380].map((x) => `<path d="M${x} 1000 l55 -190 l55 190Z"/>`).join("")}</g>`,
  },
  stove: {
    svg: `${room("#efe3cf", "#b07a4f")}
    <rect x="240" y="300" width="420" height="600" rx="24" fill="#2f6f73"/>
    <g stroke="#245659" stroke-width="8">${[380, 460, 540, 620, 700, 780].map((y) => `<line x1="240" y1="${y}" x2="660" y2="${y}"/>`).join("")}<line x1="380" y1="300" x2="380" y2="900"/><line x1="520" y1="300" x2="520" y2="900"/></g>
    <rect x="660" y="640" width="420" height="60" fill="#8a5a3b"/><rect x="660" y="700" width="420" height="190" fill="#6b4430"/>
    <rect x="700" y="580" width="120" height="70" rx="20" fill="#c0504d"/><rect x="860" y="580" width="120" height="70" rx="20" fill="#e7c46a"/>`,
  },
  living: {
    svg: `${room("#f3eadb", "#a9744c")}
    <rect x="160" y="600" width="640" height="200" rx="30" fill="#7a8f6a"/><rect x="160" y="520" width="640" height="120" rx="30" fill="#8fa57d"/>
    <rect x="880" y="740" width="300" height="24" fill="#6b4430"/><rect x="900" y="764" width="20" height="120" fill="#6b4430"/><rect x="1140" y="764" width="20" height="120" fill="#6b4430"/>
    <circle cx="1030" cy="710" r="30" fill="#d9534f"/><rect x="260" y="200" width="260" height="200" fill="#fff" stroke="#8a5a3b" stroke-width="16"/>
    <path d="M275 385 L350 300 L410 350 L505 260 V385Z" fill="#7d93a8"/>`,
  },
  bedroom: {
    svg: `${room("#e9eef2", "#b5835a")}
    <rect x="260" y="420" width="80" height="420" fill="#8a5a3b"/><rect x="260" y="620" width="760" height="200" fill="#fdfdfd"/>
    <rect x="340" y="560" width="320" height="120" fill="#ffffff" stroke="#d6dde3" stroke-width="6"/>
    <rect x="560" y="640" width="460" height="180" fill="#c0504d"/><rect x="560" y="640" width="460" height="40" fill="#a8403d"/>
    <rect x="360" y="560" width="140" height="70" rx="24" fill="#f3efe6"/><rect x="520" y="560" width="140" height="70" rx="24" fill="#f3efe6"/>
    <rect x="1020" y="700" width="40" height="140" fill="#8a5a3b"/>`,
  },
  balcony: {
    svg: `${sky("#9cc3e6", "#eef5fa")}${mountains(40)}
    <rect y="860" width="1600" height="340" fill="#8a5a3b"/>
    <g fill="#6b4430">${Array.from({ length: 17 }, (_, i) => `<rect x="${i * 100}" y="700" width="40" height="200"/>`).join("")}</g>
    <rect y="680" width="1600" height="40" fill="#5b3a29"/>
    <line x1="520" y1="0" x2="520" y2="360" stroke="#5b3a29" stroke-width="10"/>
    <path d="M400 360 Q520 300 640 360 L660 640 Q520 720 380 640Z" fill="#e9d7b5" stroke="#b08d57" stroke-width="10"/>
    <ellipse cx="520" cy="600" rx="110" ry="40" fill="#c0504d"/>`,
  },
  terrace: {
    svg: `${sky("#a7cbe8", "#f1f6fa")}${mountains(0)}
    <path d="M0 1000 L1600 900 V1200 H0Z" fill="#b9a58a"/>
    <rect x="520" y="820" width="520" height="30" fill="#6b4430"/><rect x="560" y="850" width="24" height="150" fill="#6b4430"/><rect x="980" y="850" width="24" height="150" fill="#6b4430"/>
    <path d="M720 520 L780 820 M840 520 L780 820" stroke="#7a6a55" stroke-width="10"/><path d="M560 560 Q780 380 1000 560Z" fill="#d9534f"/>
    <rect x="380" y="860" width="120" height="160" fill="#8a5a3b"/><rect x="1080" y="860" width="120" height="160" fill="#8a5a3b"/>`,
  },
  "family-experience": {
    base: "family/experience",
    svg: `${sky("#8fbce3", "#eaf3f9")}${mountains(0)}
    <g fill="#c0504d"><circle cx="640" cy="720" r="30"/><rect x="615" y="750" width="50" height="110" rx="20"/></g>
    <g fill="#2f6f73"><circle cx="800" cy="680" r="36"/><rect x="770" y="716" width="60" height="140" rx="24"/></g>
    <g fill="#e7c46a"><circle cx="940" cy="740" r="26"/><rect x="918" y="766" width="44" height="94" rx="18"/></g>
    <circle cx="1200" cy="160" r="60" fill="#f8e08e"/>`,
  },
  "family-accommodation": {
    base: "family/accommodation",
    svg: `${room("#f1e7d6", "#a9744c")}
    <rect x="200" y="640" width="520" height="40" fill="#8a5a3b"/><rect x="220" y="680" width="24" height="200" fill="#6b4430"/><rect x="676" y="680" width="24" height="200" fill="#6b4430"/>
    <g fill="#c0504d">${[260, 400, 540].map((x) => `<rect x="${x}" y="560" width="80" height="80" rx="12"/>`).join("")}</g>
    <rect x="800" y="420" width="220" height="460" fill="#6b4430"/><rect x="830" y="450" width="160" height="180" fill="#e9d7b5"/>`,
  },
};

const fallbacks = {
  "fallback/hero": { w: 1600, h: 900, svg: `${sky("#b7cfe2", "#eef3f7")}${mountains(-120)}` },
  "fallback/photo": {
    w: 800,
    h: 600,
    svg: `<rect width="1600" height="1200" fill="#e7e5e4"/><path d="M500 800 L700 520 L860 700 L960 600 L1100 800Z" fill="#a8a29e"/><circle cx="1000" cy="440" r="60" fill="#a8a29e"/>`,
  },
};

async function write(svgBody, height, file, width, quality = 72) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 ${height}" width="1600" height="${height}">${svgBody}</svg>`;
  const path = resolve(out, file);
  mkdirSync(dirname(path), { recursive: true });
  const info = await sharp(Buffer.from(svg))
    .resize({ width })
    .webp({ quality, effort: 6 })
    .toFile(path);
  console.log(file, `${(info.size / 1024).toFixed(1)} KB`);
}

for (const [name, scene] of Object.entries(scenes)) {
  const height = scene.h ?? 1200;
  const base = scene.base ?? (name === "hero" ? "hero" : `gallery/${name}`);
  for (const width of widths) await write(scene.svg, height, `${base}-${width}.webp`, width);
}
for (const [name, { w, h, svg }] of Object.entries(fallbacks)) {
  await write(svg, h === 600 ? 1200 : h, `${name}.webp`, w, 60);
}
