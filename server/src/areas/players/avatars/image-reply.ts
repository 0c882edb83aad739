// What the avatar and thumbnail routes share: the platform they read, and how an image is answered
// to an <img> tag.
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../../deps/deps';

const IMAGE_MAX_AGE = 3600;
// Images never need to run or load anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Where the platform's images are asked for, and how long a call may take. */
export const platformImages = ({ config, log }: Deps) => ({
  thumbnailsUrl: config.robloxThumbnailsUrl,
  imageHosts: config.robloxImageHosts,
  timeoutMs: config.upstreamTimeoutMs,
  log,
});

/** An image: never sniffed, never run, cached by the browser for `maxAge` seconds (an hour by default). */
export function sendImage(reply: FastifyReply, contentType: string, bytes: Buffer | string, maxAge = IMAGE_MAX_AGE): FastifyReply {
  return reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', IMAGE_CSP)
    .header('cache-control', `public, max-age=${maxAge}`)
    .send(bytes);
}
