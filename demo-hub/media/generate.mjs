#!/usr/bin/env node
// Regenerates every committed demo media file: HLS movie clips, the live-channel loop, audio
// tracks, PDFs and images. ffmpeg (/usr/bin/ffmpeg, Debian) is needed here only, never at run
// time. Usage: node demo-hub/media/generate.mjs [--only hls|live|audio|pdf|captions|images]
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

function ffmpeg(args) {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function freshDir(rel) {
  const dir = join(ROOT, rel);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** drawtext filter. The text goes inside '…' verbatim, so it may use expansions like %{pts\\:hms}. */
function text(t, { size = 20, x = '(w-text_w)/2', y = '(h-text_h)/2', color = 'white', bold = false, box = true } = {}) {
  if (t.includes("'")) throw new Error(`drawtext text must not contain quotes: ${t}`);
  return (
    `drawtext=fontfile=${bold ? FONT_BOLD : FONT}:text='${t}':fontsize=${size}:fontcolor=${color}:x=${x}:y=${y}` +
    (box ? ':box=1:boxcolor=black@0.45:boxborderw=6' : '')
  );
}

// H.264 main + AAC in MPEG-TS (the most compatible HLS flavour for hls.js and Safari),
// keyframe every 2 s so each 2 s segment starts with an IDR frame.
const VIDEO_CODEC = [
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-level',
  '3.0',
  '-preset',
  'medium',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  '190k',
  '-maxrate',
  '240k',
  '-bufsize',
  '480k',
  '-g',
  '50',
  '-keyint_min',
  '50',
  '-sc_threshold',
  '0',
  '-force_key_frames',
  'expr:gte(t,n_forced*2)',
  '-threads',
  '1',
];
const AUDIO_CODEC = ['-c:a', 'aac', '-b:a', '48k', '-ac', '2', '-ar', '44100'];
const HLS_OUT = (dir) => [
  '-f',
  'hls',
  '-hls_time',
  '2',
  '-hls_playlist_type',
  'vod',
  '-hls_flags',
  'independent_segments',
  '-hls_segment_filename',
  join(dir, 'seg-%03d.ts'),
  join(dir, 'index.m3u8'),
];

// A tiny arpeggio instead of a plain sine tone, so the clips sound like something.
function melody(root, seconds, volume = 0.18) {
  const m = 'mod(floor(t*4),8)';
  const semis = `(4*eq(${m},1)+7*eq(${m},2)+12*eq(${m},3)+7*eq(${m},4)+4*eq(${m},5)+2*eq(${m},6)-5*eq(${m},7))`;
  const env = 'exp(-6*mod(t,0.25))';
  return `aevalsrc='${volume}*${env}*sin(2*PI*${root}*pow(2,${semis}/12)*t)+${volume / 3}*sin(2*PI*${root / 2}*t)':s=44100:d=${seconds}`;
}

export const MOVIE_CLIPS = [
  { id: 'movie-1', title: 'Lido Demo Clip 1', source: 'testsrc2=size=426x240:rate=25', root: 220 },
  { id: 'movie-2', title: 'Lido Demo Clip 2', source: 'smptebars=size=426x240:rate=25', root: 262 },
  {
    id: 'movie-3',
    title: 'Lido Demo Clip 3',
    source: 'gradients=size=426x240:rate=25:seed=3:speed=0.03:c0=0x0b3d91:c1=0x00a6a6:c2=0xf2a541:nb_colors=3',
    root: 294,
  },
  { id: 'movie-4', title: 'Lido Demo Clip 4', source: 'mandelbrot=size=426x240:rate=25', root: 330 },
];
const CLIP_SECONDS = 10;
const LIVE_SECONDS = 20;

function generateMovies() {
  for (const clip of MOVIE_CLIPS) {
    const dir = freshDir(`hls/${clip.id}`);
    ffmpeg([
      '-f',
      'lavfi',
      '-t',
      String(CLIP_SECONDS),
      '-i',
      clip.source,
      '-f',
      'lavfi',
      '-i',
      melody(clip.root, CLIP_SECONDS),
      '-vf',
      [text(clip.title, { size: 22, y: '18', bold: true }), text('%{pts\\:hms}', { size: 18, y: 'h-text_h-16' })].join(','),
      ...VIDEO_CODEC,
      ...AUDIO_CODEC,
      '-shortest',
      ...HLS_OUT(dir),
    ]);
  }
}

// The live channel: 20 s of 2 s segments. The VOD provider serves them as an endless
// sliding-window playlist (media sequence from the wall clock, a discontinuity at each wrap).
function generateLive() {
  const dir = freshDir('hls/live');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=426x240:rate=25:duration=${LIVE_SECONDS},hue=H=2*PI*t/${LIVE_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    melody(196, LIVE_SECONDS, 0.12),
    '-vf',
    [
      text('LIDO TV  LIVE', { size: 24, y: '16', bold: true, color: 'white' }),
      'drawbox=x=iw-46:y=18:w=26:h=26:color=red@0.9:t=fill:enable=lt(mod(t\\,1)\\,0.5)',
      text('segment %{eif\\:floor(t/2)\\:d}', { size: 18, y: 'h-text_h-16' }),
    ].join(','),
    ...VIDEO_CODEC,
    ...AUDIO_CODEC,
    '-shortest',
    ...HLS_OUT(dir),
  ]);
}

export const AUDIO_TRACKS = [
  { id: 'track-1', title: 'Harbour Lights', root: 262 },
  { id: 'track-2', title: 'Trade Winds', root: 196 },
  { id: 'track-3', title: 'Coral Garden', root: 330 },
  { id: 'track-4', title: 'Night Watch', root: 147 },
];
const TRACK_SECONDS = 12;

function generateAudio() {
  const dir = freshDir('audio');
  for (const t of AUDIO_TRACKS) {
    const src = ['-f', 'lavfi', '-i', melody(t.root, TRACK_SECONDS, 0.25), '-metadata', `title=${t.title}`, '-metadata', 'artist=Lido Demo Ensemble'];
    ffmpeg([...src, '-c:a', 'libmp3lame', '-b:a', '64k', '-ac', '2', join(dir, `${t.id}.mp3`)]);
    ffmpeg([...src, '-c:a', 'aac', '-b:a', '48k', '-ac', '2', '-movflags', '+faststart', join(dir, `${t.id}.m4a`)]);
  }
  // Audio-only HLS of the first two tracks, for players that stream everything through hls.js.
  for (const t of AUDIO_TRACKS.slice(0, 2)) {
    const hls = freshDir(`hls/audio-${t.id}`);
    ffmpeg(['-f', 'lavfi', '-i', melody(t.root, TRACK_SECONDS, 0.25), ...AUDIO_CODEC, ...HLS_OUT(hls)]);
  }
}

// ---------------------------------------------------------------- PDFs (no dependencies)

/** Minimal valid PDF 1.4: text pages in Helvetica (a base-14 font, so nothing to embed). */
export function buildPdf({ title, pages }) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '?');
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = [];
  pages.forEach((page, i) => {
    const lines = [];
    lines.push('0.05 0.24 0.57 rg 0 772 612 70 re f'); // header band
    lines.push(`BT /F2 20 Tf 1 1 1 rg 48 798 Td (${esc(title)}) Tj ET`);
    lines.push(`BT /F2 16 Tf 0.05 0.24 0.57 rg 48 730 Td (${esc(page.heading)}) Tj ET`);
    let y = 700;
    for (const paragraph of page.paragraphs) {
      for (const line of wrap(paragraph, 88)) {
        lines.push(`BT /F1 11 Tf 0.15 0.15 0.15 rg 48 ${y} Td (${esc(line)}) Tj ET`);
        y -= 15;
      }
      y -= 10;
    }
    lines.push('0.8 0.8 0.8 RG 48 60 m 564 60 l S');
    lines.push(`BT /F1 9 Tf 0.4 0.4 0.4 rg 48 44 Td (${esc(`${title} - page ${i + 1} of ${pages.length}`)}) Tj ET`);
    const stream = lines.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 842] /Contents ${contentId} 0 R ` +
          `/Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> >>`,
      ),
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title (${esc(title)}) /Producer (Lido demo hub) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function wrap(paragraph, width) {
  const lines = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export const PDFS = [
  {
    file: 'welcome-aboard.pdf',
    title: 'Welcome Aboard - Guest Guide',
    pages: [
      {
        heading: 'Welcome aboard',
        paragraphs: [
          'Dear guests, the whole crew is delighted to welcome you on board. This guide collects everything you need for the first days of your voyage: where to eat, how to stay connected, what to do in case of an emergency and how to book excursions ashore.',
          'Guest Services on Deck 5 midship are open around the clock. Dial 5000 from your cabin telephone for any request.',
        ],
      },
      {
        heading: 'Dining',
        paragraphs: [
          'The Main Restaurant on Deck 4 serves breakfast from 07:00 to 10:00, lunch from 12:00 to 14:00 and dinner in two seatings at 18:00 and 20:30.',
          'The Lido Buffet on Deck 11 is open from 06:30 to 23:00. Speciality restaurants can be reserved from the guest portal under Dining.',
        ],
      },
      {
        heading: 'Staying connected',
        paragraphs: [
          'Join the network LIDO-GUEST with any device. The guest portal, on-demand movies, live TV and the daily programme are free of charge; internet packages can be bought at Guest Services.',
        ],
      },
      {
        heading: 'Safety first',
        paragraphs: [
          'Your muster station is printed on the back of your cabin door. Please complete the virtual muster in the guest portal before departure. In an emergency, seven short blasts and one long blast of the ship horn call all guests to their muster stations.',
        ],
      },
    ],
  },
  {
    file: 'dining-menu.pdf',
    title: 'Main Restaurant - Dinner Menu',
    pages: [
      {
        heading: 'Starters',
        paragraphs: [
          'Chilled cucumber and mint soup with yoghurt foam.',
          'Smoked salmon tartare, capers, lemon and rye crisps.',
          'Roasted beetroot salad with goat cheese and candied walnuts.',
        ],
      },
      {
        heading: 'Main courses',
        paragraphs: [
          'Grilled sea bass with saffron potatoes and fennel.',
          'Slow-braised beef cheek, celeriac puree and red wine jus.',
          'Wild mushroom risotto with aged parmesan (vegetarian).',
        ],
      },
      {
        heading: 'Desserts',
        paragraphs: [
          'Dark chocolate fondant with vanilla ice cream.',
          'Lemon tart with raspberry sorbet.',
          'Selection of European cheeses with fig chutney.',
          'Please inform your waiter of any allergies or dietary requirements.',
        ],
      },
    ],
  },
  {
    file: 'excursion-waiver.pdf',
    title: 'Shore Excursion Waiver',
    pages: [
      {
        heading: 'Participation and fitness',
        paragraphs: [
          'By taking part in this excursion you confirm that you are in adequate physical condition for the activity described, including walking on uneven ground, climbing steps and boarding small boats.',
          'Guests under 18 must be accompanied by an adult for the whole excursion.',
        ],
      },
      {
        heading: 'Liability and cancellation',
        paragraphs: [
          'Excursions are operated by independent local partners. Cancellations made more than 24 hours before the departure time are refunded in full; later cancellations are not refundable unless the excursion is cancelled by the operator or for safety reasons.',
          'Signature: ______________________    Cabin: ________    Date: ____________',
        ],
      },
    ],
  },
  {
    file: 'safety-card.pdf',
    title: 'Safety Card - Your Muster Station',
    pages: [
      {
        heading: 'The emergency signal',
        paragraphs: [
          'Seven short blasts and one long blast of the ship horn, repeated on the alarm bells, is the general emergency signal. When you hear it, take warm clothing, your medication and your life jacket and go to your muster station.',
          'Do not use the lifts. Follow the green signs and the instructions of the crew.',
        ],
      },
      {
        heading: 'Your muster station',
        paragraphs: [
          'Your muster station is printed on your cruise card and on the back of your cabin door. All four muster stations are on Deck 5: A forward at the Aurora Theatre, B midships at the Horizon Restaurant, C aft on the port promenade and D aft on the starboard promenade.',
          'Every guest must watch the safety video and visit the muster station before departure. Your muster status is shown in the guest portal.',
        ],
      },
    ],
  },
];

function generatePdfs() {
  const dir = freshDir('pdf');
  for (const pdf of PDFS) writeFileSync(join(dir, pdf.file), buildPdf(pdf));
}

// ---------------------------------------------------------------- captions

/**
 * WebVTT captions of the safety video (hls/movie-1, 10 s) in the four portal languages; the hub
 * names them in the safety video's blob (blobs/videos/1060 `captions`).
 */
export const SAFETY_CAPTIONS = {
  en: [
    'Welcome aboard. Please watch this safety briefing to the end.',
    'Seven short blasts and one long blast: the general emergency signal.',
    'Take your life jacket and go to your muster station on Deck 5.',
    'Do not use the lifts. Follow the crew and the green signs.',
  ],
  de: [
    'Willkommen an Bord. Bitte sehen Sie diese Sicherheitseinweisung bis zum Ende an.',
    'Sieben kurze und ein langer Ton: das allgemeine Notsignal.',
    'Nehmen Sie Ihre Rettungsweste und gehen Sie zu Ihrer Sammelstation auf Deck 5.',
    'Benutzen Sie keine Aufzüge. Folgen Sie der Crew und den grünen Schildern.',
  ],
  fr: [
    'Bienvenue à bord. Veuillez regarder ces consignes de sécurité jusqu’à la fin.',
    'Sept coups brefs et un coup long : le signal général d’alarme.',
    'Prenez votre gilet de sauvetage et rendez-vous à votre poste de rassemblement au pont 5.',
    'N’utilisez pas les ascenseurs. Suivez l’équipage et les panneaux verts.',
  ],
  nl: [
    'Welkom aan boord. Bekijk deze veiligheidsinstructie alstublieft tot het einde.',
    'Zeven korte stoten en één lange stoot: het algemene alarmsignaal.',
    'Neem uw reddingsvest en ga naar uw verzamelplaats op dek 5.',
    'Gebruik de liften niet. Volg de bemanning en de groene borden.',
  ],
};
const CUE_TIMES = [
  ['00:00:00.000', '00:00:02.500'],
  ['00:00:02.500', '00:00:05.000'],
  ['00:00:05.000', '00:00:07.500'],
  ['00:00:07.500', '00:00:10.000'],
];

function generateCaptions() {
  const dir = freshDir('captions');
  for (const [lang, lines] of Object.entries(SAFETY_CAPTIONS)) {
    const cues = lines.map((line, i) => `${i + 1}\n${CUE_TIMES[i][0]} --> ${CUE_TIMES[i][1]}\n${line}\n`);
    writeFileSync(join(dir, `safety-video.${lang}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  }
}

// ---------------------------------------------------------------- images

export const IMAGES = [
  { name: 'ship', label: 'Lido Aurora', c0: '0x0b3d91', c1: '0x7fc8f8' },
  { name: 'pool-deck', label: 'Pool Deck', c0: '0x00a6a6', c1: '0xf7e9a0' },
  { name: 'restaurant', label: 'Main Restaurant', c0: '0x6b2d0c', c1: '0xe8b04b' },
  { name: 'spa', label: 'Ocean Spa', c0: '0x3b6978', c1: '0xd8e2dc' },
  { name: 'theatre', label: 'Starlight Theatre', c0: '0x2b0f3a', c1: '0xc0392b' },
  { name: 'kids-club', label: 'Kids Club', c0: '0xf9c80e', c1: '0xf86624' },
  { name: 'cabin', label: 'Balcony Cabin', c0: '0x8d6e63', c1: '0xf5f0e1' },
  { name: 'deck-plan', label: 'Deck Plan', c0: '0x1c2833', c1: '0x5d6d7e' },
  { name: 'harbour', label: 'Harbour', c0: '0x154360', c1: '0xaed6f1' },
  { name: 'sunset', label: 'Sunset at Sea', c0: '0x4a235a', c1: '0xf39c12' },
  { name: 'beach', label: 'Beach', c0: '0x1abc9c', c1: '0xfcf3cf' },
  { name: 'old-town', label: 'Old Town', c0: '0x784212', c1: '0xf0b27a' },
  { name: 'mountain', label: 'Mountains', c0: '0x1e8449', c1: '0xd5f5e3' },
  { name: 'boat-tour', label: 'Boat Tour', c0: '0x1f618d', c1: '0x48c9b0' },
  { name: 'wine-tasting', label: 'Wine Tasting', c0: '0x641e16', c1: '0xd98880' },
  { name: 'fitness', label: 'Fitness Centre', c0: '0x17202a', c1: '0x2ecc71' },
  { name: 'default', label: 'Lido', c0: '0x5d6d7e', c1: '0xd6dbdf' },
];
export const IMAGE_WIDTHS = [200, 400, 800];
export const PHOTO_COUNT = 8; // guest photos for the photo service

function generateImages() {
  const dir = freshDir('images');
  for (const img of IMAGES) {
    const master = join(dir, `${img.name}-800.jpg`);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `gradients=size=800x450:c0=${img.c0}:c1=${img.c1}:x0=0:y0=0:x1=800:y1=450:nb_colors=2:seed=1:duration=0.04:rate=25`,
      '-vf',
      [
        'vignette=PI/5',
        'drawbox=x=0:y=300:w=iw:h=150:color=white@0.08:t=fill',
        text(img.label, { size: 52, bold: true, box: false, y: '(h-text_h)/2-20' }),
        text('Lido demo image', { size: 20, box: false, color: 'white@0.8', y: '(h)/2+40' }),
      ].join(','),
      '-frames:v',
      '1',
      '-q:v',
      '6',
      master,
    ]);
    for (const w of IMAGE_WIDTHS.filter((x) => x !== 800)) {
      ffmpeg(['-i', master, '-vf', `scale=${w}:-2:flags=lanczos`, '-q:v', '6', join(dir, `${img.name}-${w}.jpg`)]);
    }
  }
  for (let i = 1; i <= PHOTO_COUNT; i++) {
    const n = String(i).padStart(2, '0');
    const master = join(dir, `photo-${n}-800.jpg`);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `gradients=size=800x600:seed=${i * 7}:nb_colors=4:duration=0.04:rate=25`,
      '-vf',
      ['vignette=PI/4', text(`Guest photo ${n}`, { size: 44, bold: true, box: false })].join(','),
      '-frames:v',
      '1',
      '-q:v',
      '6',
      master,
    ]);
    ffmpeg(['-i', master, '-vf', 'scale=200:-2:flags=lanczos', '-q:v', '6', join(dir, `photo-${n}-200.jpg`)]);
  }
}

const steps = { hls: generateMovies, live: generateLive, audio: generateAudio, pdf: generatePdfs, captions: generateCaptions, images: generateImages };
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (only && !(only in steps)) {
    console.error(`Unknown step '${only}'. Use one of: ${Object.keys(steps).join(', ')}`);
    process.exit(2);
  }
  for (const [name, step] of Object.entries(steps)) {
    if (only && only !== name) continue;
    const t0 = Date.now();
    step();
    console.log(`${name}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  let total = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else total += statSync(p).size;
    }
  };
  walk(ROOT);
  console.log(`media total: ${(total / 1024 / 1024).toFixed(2)} MiB under ${relative(process.cwd(), ROOT) || '.'}`);
}
