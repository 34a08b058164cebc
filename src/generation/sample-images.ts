/**
 * Sample images for the starter records of generated apps (seed.ts): a small SVG drawn from the
 * image's name and label, served by this service, so image fields show a picture without any
 * third-party image host or network access. Deterministic and public (it shows only its own label).
 */
import type { FastifyInstance } from 'fastify';
import { hash } from './offline/nlp.ts';
import { SAMPLE_IMAGE_PATH } from './offline/seed.ts';

const NAME_RE = /^[a-z0-9][a-z0-9-]{0,119}\.svg$/;

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** An 800×600 picture: a two-tone gradient picked by the name, soft shapes, and the label. */
export function sampleImageSvg(name: string, label: string): string {
  const h = hash(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 60)) % 360;
  const text = escapeXml(label.replace(/\s+/g, ' ').trim().slice(0, 40));
  const cx = 160 + ((h >>> 3) % 480);
  const cy = 120 + ((h >>> 11) % 300);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${text}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 62%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 60% 38%)"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="170" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="${800 - cx}" cy="${600 - cy}" r="110" fill="#fff" fill-opacity="0.10"/>` +
    `<text x="400" y="320" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${text}</text>` +
    '</svg>'
  );
}

export function registerSampleImages(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: { label?: string } }>(`${SAMPLE_IMAGE_PATH}/:name`, async (req, reply) => {
    const { name } = req.params;
    if (!NAME_RE.test(name)) return reply.code(404).send();
    const label = typeof req.query.label === 'string' ? req.query.label : name.replace(/\.svg$/, '').replace(/-/g, ' ');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(sampleImageSvg(name, label));
  });
}
