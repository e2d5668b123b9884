import path from "node:path";
import { launchChromium, measureFirstLoad } from "./lib/measureBytes";
import { startServer, stopServer } from "./lib/server";
const pages = ["/", "/docs/getting-started", "/docs/android/Callbacks/AddMarker"];
async function main() {
  const dir = process.argv[2] ?? path.join(__dirname, "..", "public");
  const port = Number(process.env.PORT ?? 9710);
  const server = await startServer(dir, port);
  const browser = await launchChromium();
  try {
    const out: number[][] = [];
    for (let run = 0; run < 2; run++) {
      out.push([]);
      for (const page of pages) {
        const m = await measureFirstLoad(browser, `http://127.0.0.1:${port}${page}`);
        out[run]!.push(m.total.gzip);
        if (run === 0) console.log(page, m.total.gzip, m.requests, m.files.map((f) => `${f.path}:${f.gzip}`).join(" "));
      }
    }
    console.log("RESULT", JSON.stringify(out));
  } finally {
    await browser.close();
    stopServer(server);
  }
}
void main();
