import path from "node:path";

/**
 * The servers of the browser tests, all on 127.0.0.1. E2E_PORT serves public/; the two others
 * default to fixed offsets from it so parallel checkouts with different E2E_PORTs do not clash.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123);

/** public/ served under /other, a base URL the site was not built for. */
export const PREFIX_PORT = Number(process.env.E2E_PREFIX_PORT ?? E2E_PORT + 19);
export const SERVED_PREFIX = "/other";

/**
 * The fixture site built with a dummy GA measurement id and the variant configuration
 * (integration/fixtureVariant.ts), whose base URL is `/developers/`: it is served there, and
 * every one of its pages, links and files lives under that path.
 */
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? E2E_PORT + 20);
/** The fixture build's folders: public/ and deploy-output/ beside it, as in the project. */
export const FIXTURE_DIR = path.join(__dirname, "..", "test-results", "fixture-site");
export const FIXTURE_PUBLIC_DIR = path.join(FIXTURE_DIR, "public");
export const FIXTURE_MEASUREMENT_ID = "G-TEST12345";
/** e2e/variant/site.config.ts's baseUrl, without its trailing slash. */
export const FIXTURE_BASE_PATH = "/developers";

/** public/ served by nginx with the generated configuration (e2e/nginx.ts). */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 30);

export const prefixUrl = (path: string) => `http://127.0.0.1:${PREFIX_PORT}${SERVED_PREFIX}${path}`;
/** A path of the fixture site as the browser sees it, under its base URL. */
export const fixturePath = (path: string) => `${FIXTURE_BASE_PATH}${path}`;
export const fixtureUrl = (path: string) => `http://127.0.0.1:${FIXTURE_PORT}${fixturePath(path)}`;
/** The fixture site's origin, for its files served outside its base URL in a test. */
export const fixtureOrigin = () => `http://127.0.0.1:${FIXTURE_PORT}`;
