/**
 * nginx for the browser tests: Debian's nginx serving public/ on 127.0.0.1 with the server block
 * the build generated (deploy-output/nginx-include.conf, beside public/), as a deployment would
 * include it. Everything nginx writes (pid, temp files, logs) goes under test-results/nginx, so
 * it runs without root.
 *
 *   tsx e2e/nginx.ts            # writes test-results/nginx/nginx.conf and prints its path
 */
import fs from "node:fs";
import path from "node:path";
import { DEPLOY_FILES, deployOutputOf } from "../src/node/deploy/deployOutput";
import { NGINX_PORT } from "./ports";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Whether this machine has nginx: without it, only the Node server is tested. */
export const withNginx = fs.existsSync(NGINX_PATH);
const root = path.join(__dirname, "..");
export const NGINX_DIR = path.join(root, "test-results", "nginx");

export function nginxConfig(
  publicDir: string,
  port: number,
  deployDir = deployOutputOf(publicDir),
): string {
  const temp = (name: string) => path.join(NGINX_DIR, name);
  // As root, nginx would hand requests to "nobody", who may not read the checkout.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
pid ${temp("nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
    root ${publicDir};
    include ${path.join(deployDir, DEPLOY_FILES.nginx)};
  }
}
`;
}

if (require.main === module) {
  fs.mkdirSync(NGINX_DIR, { recursive: true });
  const file = path.join(NGINX_DIR, "nginx.conf");
  fs.writeFileSync(file, nginxConfig(path.join(root, "public"), NGINX_PORT));
  console.log(file);
}
